/**
 * The agency's public profile (issue 35; docs/product/site-content.md#agency-profile): one row of agency_profile, in
 * the database so every instance reads the same; this module is its only writer. No row yet: AGENCY_PROFILE_DEFAULTS.
 * Public pages (footer, contact page, structured data), e-mails and documents read it through `readAgencyProfile`;
 * a save changes the content version, so every instance renders its cached pages again.
 */
import { eq } from 'drizzle-orm';
import { mediaUrl, mediaVariantWidths, MEDIA_MESSAGES } from '@/shared/media';
import { AGENCY_PROFILE_DEFAULTS, openingHoursInOrder, socialLinkList, type AgencyProfile, type AgencyProfileInput } from '@/shared/schemas/agency-profile';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { agencyProfile, media, type AgencyProfileRow } from '../db/schema';
import { Invalid } from '../domain/errors';
import { columnValues } from './column-values';
import { writePublicContent } from './content-version';

/** The one row's id (the table's check allows no other). */
const ROW_ID = 1;

/** The schema output as the columns it writes: exactly the same fields, or the typecheck fails here. */
const toColumns = columnValues<typeof agencyProfile.$inferInsert, 'id' | 'updatedAt'>();

type Reader = Pick<Database, 'select'>;

/**
 * The stored profile with its two JSON fields in the schema's order (jsonb keeps keys in an order of its own), so a
 * save that changes nothing records no change and the API answers the same order it was sent.
 */
function profileOf(row: AgencyProfileRow | undefined): AgencyProfileInput {
  if (!row) return AGENCY_PROFILE_DEFAULTS;
  const { id: _id, updatedAt: _updatedAt, ...profile } = row;
  return {
    ...profile,
    socialLinks: Object.fromEntries(socialLinkList(profile.socialLinks).map(({ network, url }) => [network, url])),
    openingHours: openingHoursInOrder(profile.openingHours),
  };
}

/** A small variant of a media-library image (what documents, e-mails and structured data show), or null. */
export async function logoUrlOf(db: Reader, mediaId: number | null): Promise<string | null> {
  if (mediaId === null) return null;
  const [image] = await db.select({ hash: media.hash, width: media.width }).from(media).where(eq(media.id, mediaId));
  return image ? mediaUrl(image.hash, mediaVariantWidths(image.width)[0]!, 'webp') : null;
}

/** The agency's profile with whatever runs the query (the database or a transaction): the defaults when never saved. */
export async function readAgencyProfile(db: Reader): Promise<AgencyProfile> {
  const [row] = await db.select().from(agencyProfile).where(eq(agencyProfile.id, ROW_ID));
  const profile = profileOf(row);
  return { ...profile, logoUrl: await logoUrlOf(db, profile.logoMediaId), updatedAt: row?.updatedAt.toISOString() ?? null };
}

export function agencyProfileData(db: Database) {
  return {
    read: () => readAgencyProfile(db),
    /**
     * Saves every field, recorded in the audit log with the fields that changed, in the same transaction as the new
     * content version (every public page shows the profile).
     */
    update: (input: AgencyProfileInput, actor: Actor): Promise<AgencyProfile> =>
      writePublicContent(db, async (tx) => {
        if (input.logoMediaId !== null) {
          const [image] = await tx.select({ id: media.id }).from(media).where(eq(media.id, input.logoMediaId)).for('share');
          if (!image) throw new Invalid('logoMediaId', MEDIA_MESSAGES.notFound);
        }
        const [before] = await tx.select().from(agencyProfile).where(eq(agencyProfile.id, ROW_ID)).for('update');
        const values = { ...toColumns(input), updatedAt: new Date() };
        await tx
          .insert(agencyProfile)
          .values({ id: ROW_ID, ...values })
          .onConflictDoUpdate({ target: agencyProfile.id, set: values });
        await recordAudit(tx, { actor, action: 'update', entity: 'setting', entityId: 'profile', changes: auditChanges({ ...profileOf(before) }, { ...input }) });
        return readAgencyProfile(tx);
      }),
  };
}
