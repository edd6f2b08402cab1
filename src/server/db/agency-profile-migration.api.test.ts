/**
 * Migration 0038: the agency profile gets its one-row table and the logo moves to it from the billing details — kept,
 * not lost; a database without a logo gets no profile row (the defaults stand), and billing details keep their address.
 */
import { describe, expect, it } from 'vitest';
import { AGENCY_PROFILE_DEFAULTS } from '@/shared/schemas/agency-profile';
import { emptyDatabase, migrationsBefore, MIGRATIONS } from '../test/migration-steps';

describe('the agency profile migration (0038)', () => {
  it('moves the billing details\' logo to a profile row of the defaults; the billing address stays its own', async () => {
    const before = migrationsBefore('0038_agency_profile');
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      await database.query(`insert into media (hash, original_name, mime, width, height, size) values ('${'a'.repeat(64)}', 'logo.png', 'image/png', 600, 200, 512)`);
      const [logo] = await database.query('select id from media');
      await database.query(`insert into agency_billing (company_name, street, city, postal_code, logo_media_id) values ('Agentura s.r.o.', 'Vinohradská 12', 'Praha', '120 00', ${logo!.id})`);

      await database.migrate(MIGRATIONS);

      const [profile] = await database.query('select * from agency_profile');
      const { name, email, phone, street, postalCode, city, country, mapUrl, socialLinks, openingHours } = AGENCY_PROFILE_DEFAULTS;
      expect(profile).toMatchObject({ id: 1, name, email, phone, street, postal_code: postalCode, city, country, map_url: mapUrl, logo_media_id: logo!.id });
      expect(profile!.social_links).toEqual(socialLinks);
      expect(profile!.opening_hours).toEqual(openingHours);
      expect(await database.query('select company_name, street, city, postal_code, address_from_profile from agency_billing')).toEqual([
        { company_name: 'Agentura s.r.o.', street: 'Vinohradská 12', city: 'Praha', postal_code: '120 00', address_from_profile: false },
      ]);
      expect((await database.query(`select column_name from information_schema.columns where table_name = 'agency_billing' and column_name = 'logo_media_id'`))).toEqual([]);
      await expect(database.query(`insert into agency_profile (id, name, email, phone, street, postal_code, city, country, social_links, opening_hours)
        values (2, 'x', 'x@x.cz', '1', 's', '1', 'c', 'CZ', '{}', '{}')`)).rejects.toThrow();
    } finally {
      before.remove();
      await database.close();
    }
  });

  it('without a logo: no profile row, the defaults stand', async () => {
    const before = migrationsBefore('0038_agency_profile');
    const database = await emptyDatabase();
    try {
      await database.migrate(before.folder);
      await database.query(`insert into agency_billing (company_name) values ('Agentura s.r.o.')`);
      await database.migrate(MIGRATIONS);
      expect(await database.query('select id from agency_profile')).toEqual([]);
    } finally {
      before.remove();
      await database.close();
    }
  });
});

describe('the migrations journal', () => {
  // A database applies the migrations created after its last one: one dated before an earlier one is never applied.
  it('dates every migration after the one before it', async () => {
    const { readFile } = await import('node:fs/promises');
    const journal = JSON.parse(await readFile(`${MIGRATIONS}/meta/_journal.json`, 'utf8')) as { entries: { tag: string; when: number }[] };
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when).map((entry) => entry.tag);
    expect(late).toEqual([]);
  });
});
