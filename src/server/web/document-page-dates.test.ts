/**
 * The proposal page and the client portal write days as every other screen does (docs/product/rules.md#dates): one
 * format per language, and an instant's day is its day in Prague, not in the server's UTC (issue 33, items 5 and 17).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProposalSnapshot } from '@/shared/proposal-snapshot';
import type { Language } from '@/shared/constants';
import { SAMPLE_CUSTOMERS, SAMPLE_SUPPLIER } from '../test/sample-invoice-snapshot';
import { renderProposalBody } from './proposal-page';
import { renderPortalProject } from './portal/portal-pages';

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC'; // the server's zone in production
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const snapshot = (language: Language) =>
  buildProposalSnapshot(
    {
      number: 'N-2026-0007',
      version: 1,
      title: 'Web',
      language,
      currency: 'CZK',
      vatMode: 'czech_vat',
      validUntil: '2026-12-26',
      intro: '',
      terms: '',
      lines: [{ service: 'Web', description: 'Návrh', unit: 'h', quantityThousandths: 1000, unitPriceMinor: 1_000_00, discountBasisPoints: 0, vatRateCode: 'basic', recurrence: 'one_time' }],
    },
    { supplier: SAMPLE_SUPPLIER, customer: SAMPLE_CUSTOMERS.czech },
    '2026-11-26',
  );

// 23:30 UTC on 28 November is 0:30 on the 29th in Prague.
const lateAt = new Date('2026-11-28T23:30:00Z');

describe('the proposal page', () => {
  it('writes its days in the language’s one day format, the day it was accepted as Prague’s', () => {
    const accepted = { status: 'accepted' as const, acceptedName: 'Jana Nováková', acceptedAt: lateAt, snapshotHash: 'x' };
    const en = renderProposalBody(snapshot('en'), accepted, '/en/proposal/t');
    expect(en).toContain('Nov 26, 2026');
    expect(en).toContain('Dec 26, 2026');
    expect(en).toContain('Accepted by Jana Nováková on Nov 29, 2026.');
    const cs = renderProposalBody(snapshot('cs'), accepted, '/nabidka/t');
    expect(cs).toContain('Nabídku přijal(a) Jana Nováková dne 29. 11. 2026.');
  });
});

describe('the client portal', () => {
  it('dates a client’s message by its day in Prague', () => {
    const project = { id: 1, name: 'Web', status: 'active' as const, dueOn: '2026-12-31', proposal: null, messages: [{ id: 1, message: 'Dobrý den', createdAt: lateAt }] };
    const en = renderPortalProject({ language: 'en', agencyName: 'Lipa Digital' }, 'Pekárna', project);
    expect(en).toContain('Nov 29, 2026');
    expect(en).toContain('Dec 31, 2026');
    expect(renderPortalProject({ language: 'cs', agencyName: 'Lipa Digital' }, 'Pekárna', project)).toContain('29. 11. 2026');
  });
});
