import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe(dir);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.initialAdmin).toBeNull();
    expect(config.cookieSecure).toBe('auto');
    expect(config.demoContent).toBe(true);
  });

  it('generates the local session secret once, keeps it in the data folder, readable only by the owner', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'session-secret')).mode & 0o077).toBe(0);
  });

  it('requires SESSION_SECRET in production and never generates one there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short', DATA_DIR: tempDir() })).toThrow(/32/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: tempDir(), PUBLIC_URL: 'https://www.example.cz' });
    expect(config.sessionSecret).toBe('x'.repeat(40));
    expect(config.demoContent).toBe(false);
    // Production cookies are Secure unless told otherwise (the session cookie is then __Host-sid).
    expect(config.cookieSecure).toBe('always');
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: tempDir(), PUBLIC_URL: 'https://www.example.cz', COOKIE_SECURE: 'auto' }).cookieSecure).toBe('auto');
  });

  it('rejects bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: tempDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ COOKIE_SECURE: 'sometimes', DATA_DIR: tempDir() })).toThrow(/COOKIE_SECURE/);
  });

  it('reads the first admin from ADMIN_* and insists on both name and password', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), ADMIN_USERNAME: 'jana', ADMIN_PASSWORD: 'secret-1', ADMIN_NAME: 'Jana N.' });
    expect(config.initialAdmin).toEqual({ username: 'jana', password: 'secret-1', name: 'Jana N.', email: 'jana@admin.invalid' });
    expect(() => loadConfig({ DATA_DIR: tempDir(), ADMIN_USERNAME: 'jana' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ADMIN_USERNAME: 'jana', ADMIN_PASSWORD: '123' })).toThrow(/6/);
  });

  it('PUBLIC_URL: an absolute http(s) origin, kept without a trailing slash; unset means each request\'s origin', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).publicUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://www.Example.cz/' }).publicUrl).toBe('https://www.example.cz');
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'http://localhost:5000' }).publicUrl).toBe('http://localhost:5000');
    for (const bad of ['www.example.cz', 'ftp://example.cz', 'https://example.cz/blog', 'https://example.cz/?a=1', 'https://example.cz#x', 'https://u:p@example.cz', 'https://example.cz?']) {
      expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
    // Issue 19 changes this: production no longer starts without it (it used to, with a warning, taking links in
    // e-mails from the request's Host). One clear line naming the variable.
    let refusal = '';
    try {
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: dir });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      refusal = (err as Error).message;
    }
    expect(refusal).toMatch(/^PUBLIC_URL is required when NODE_ENV=production/);
    expect(refusal).not.toContain('\n');
  });

  it('links in e-mails: PUBLIC_URL, or http://localhost:<PORT> in development — never a request header', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).mailOrigin).toBe('http://localhost:5000');
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080' }).mailOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080', PUBLIC_URL: 'https://www.example.cz/' }).mailOrigin).toBe('https://www.example.cz');
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: dir, PUBLIC_URL: 'https://www.example.cz' }).mailOrigin).toBe('https://www.example.cz');
  });
});

describe('loadConfig: what is wrong with which variable', () => {
  it('names DATABASE_URL when it is not a PostgreSQL URL, without repeating the value', () => {
    for (const url of ['not a url', 'mysql://db/agency', 'postgres://u:hunter2@/agency']) {
      let message = '';
      try {
        loadConfig({ DATABASE_URL: url, SESSION_SECRET: 'x'.repeat(32) });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/DATABASE_URL is not a valid PostgreSQL URL/);
      expect(message).not.toContain(url);
    }
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@db-host:5432/agency', SESSION_SECRET: 'x'.repeat(32) }).databaseUrl).toBe(
      'postgresql://u:p@db-host:5432/agency',
    );
  });

  it('names DATA_DIR when the folder cannot be created or written, at once (no endless retry)', () => {
    const started = Date.now();
    expect(() => loadConfig({ DATA_DIR: '/proc/nope' })).toThrow(/DATA_DIR: \/proc\/nope cannot be created \(ENOENT\)/);
    expect(() => loadConfig({ DATA_DIR: '/proc/nope/deeper', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/DATA_DIR: .* cannot be created/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('names PORT when it is not a port number', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tempDir() })).toThrow(/PORT must be a whole number from 0 to 65535/);
    expect(() => loadConfig({ PORT: '70000', DATA_DIR: tempDir() })).toThrow(/PORT must be a whole number from 0 to 65535/);
  });

  it('outgoing mail: off without SMTP_URL; SMTP_URL needs MAIL_FROM; NOTIFY_TO is a list of addresses', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).mail).toEqual({ smtpUrl: undefined, from: undefined, notifyTo: undefined });
    const on = loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtps://web:secret@mail.example.cz:465', MAIL_FROM: 'Lipa <web@example.cz>', NOTIFY_TO: 'a@example.cz, b@example.cz' });
    expect(on.mail).toEqual({ smtpUrl: 'smtps://web:secret@mail.example.cz:465', from: 'Lipa <web@example.cz>', notifyTo: ['a@example.cz', 'b@example.cz'] });
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtp://mail.example.cz:587' })).toThrow(/MAIL_FROM/);
    const bad = () => loadConfig({ DATA_DIR: dir, SMTP_URL: 'http://user:hunter2@mail.example.cz', MAIL_FROM: 'x@example.cz' });
    expect(bad).toThrow(/SMTP_URL/);
    // The value (it may hold a password) is not repeated.
    expect(bad).not.toThrow(/hunter2/);
    expect(() => loadConfig({ DATA_DIR: dir, NOTIFY_TO: 'staff@example.cz, not-an-address' })).toThrow(/NOTIFY_TO/);
  });

  it('the minimum fill time of the enquiry forms: default, 0, or refused', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).enquiryMinFillMs).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, ENQUIRY_MIN_FILL_SECONDS: '0' }).enquiryMinFillMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, ENQUIRY_MIN_FILL_SECONDS: '5' }).enquiryMinFillMs).toBe(5000);
    expect(() => loadConfig({ DATA_DIR: dir, ENQUIRY_MIN_FILL_SECONDS: 'soon' })).toThrow(/ENQUIRY_MIN_FILL_SECONDS/);
  });

  it('the media upload limit: 15 MB by default, a number of MB, or refused', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).mediaMaxUploadMb).toBe(15);
    expect(loadConfig({ DATA_DIR: dir, MEDIA_MAX_UPLOAD_MB: '2.5' }).mediaMaxUploadMb).toBe(2.5);
    expect(() => loadConfig({ DATA_DIR: dir, MEDIA_MAX_UPLOAD_MB: 'big' })).toThrow(/MEDIA_MAX_UPLOAD_MB/);
    expect(() => loadConfig({ DATA_DIR: dir, MEDIA_MAX_UPLOAD_MB: '0' })).toThrow(/MEDIA_MAX_UPLOAD_MB/);
  });

  it('the caps on media uploads in flight and queued: defaults, numbers, never below one upload, or refused', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ mediaMaxInFlightMb: 64, mediaMaxQueuedJobs: 8 });
    expect(loadConfig({ DATA_DIR: dir, MEDIA_MAX_IN_FLIGHT_MB: '200', MEDIA_MAX_QUEUED_JOBS: '3' })).toMatchObject({ mediaMaxInFlightMb: 200, mediaMaxQueuedJobs: 3 });
    // Unset, it grows with a larger upload limit; set below the upload limit, it is refused.
    expect(loadConfig({ DATA_DIR: dir, MEDIA_MAX_UPLOAD_MB: '100' }).mediaMaxInFlightMb).toBe(100);
    expect(() => loadConfig({ DATA_DIR: dir, MEDIA_MAX_UPLOAD_MB: '20', MEDIA_MAX_IN_FLIGHT_MB: '10' })).toThrow(/MEDIA_MAX_IN_FLIGHT_MB: 10 is less than MEDIA_MAX_UPLOAD_MB/);
    expect(() => loadConfig({ DATA_DIR: dir, MEDIA_MAX_IN_FLIGHT_MB: 'lots' })).toThrow(/MEDIA_MAX_IN_FLIGHT_MB/);
    expect(() => loadConfig({ DATA_DIR: dir, MEDIA_MAX_QUEUED_JOBS: '0' })).toThrow(/MEDIA_MAX_QUEUED_JOBS/);
  });
});
