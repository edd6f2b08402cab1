import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BackupFileError, createBackupArchive, readBackupArchive } from './backup-archive';

const pgdata = randomBytes(300_000);

describe('backup archive', () => {
  it('reads back what it wrote, with a manifest saying what it is', () => {
    const { manifest, pgdata: read } = readBackupArchive(createBackupArchive(pgdata, new Date('2026-11-23T07:30:00Z')));
    expect(read.equals(pgdata)).toBe(true);
    expect(manifest).toMatchObject({ format: 'agency-embedded-database-backup', version: 1, createdAt: '2026-11-23T07:30:00.000Z', data: { bytes: pgdata.length } });
  });

  it('refuses a truncated file', () => {
    const file = createBackupArchive(pgdata);
    expect(() => readBackupArchive(file.subarray(0, file.length - 100))).toThrow(/incomplete/);
  });

  it('refuses other files: not gzip, gzip of something else, a tar without our manifest', () => {
    expect(() => readBackupArchive(Buffer.from('PNG....'))).toThrow(/not a backup of this site/);
    expect(() => readBackupArchive(gzipSync(Buffer.from('{"name":"x"}')))).toThrow(/not a backup of this site/);
    const tar = gunzipSync(createBackupArchive(pgdata));
    tar.write('othername.json', 0, 'ascii'); // the manifest entry renamed (checksum then fails: not a valid tar)
    expect(() => readBackupArchive(gzipSync(tar))).toThrow(BackupFileError);
  });

  it('refuses a database copy that does not match its checksum', () => {
    const tar = gunzipSync(createBackupArchive(pgdata));
    tar[tar.length - 2048] = tar[tar.length - 2048]! ^ 0xff; // a byte inside pgdata.tar
    expect(() => readBackupArchive(gzipSync(tar))).toThrow(/does not match its checksum/);
  });

  it('refuses a backup from a newer format version', () => {
    const tar = gunzipSync(createBackupArchive(pgdata));
    const at = tar.indexOf('"version": 1');
    tar.write('"version": 9', at, 'ascii');
    // Same length, so only the manifest's own header checksum changes: recompute it.
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : tar[i]!;
    tar.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
    expect(() => readBackupArchive(gzipSync(tar))).toThrow(/newer version/);
  });
});
