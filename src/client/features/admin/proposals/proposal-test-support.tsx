/** The proposal screens' tests: a stored proposal as the API answers it, and the screens under a router. */
import { Route, Routes, useLocation } from 'react-router';
import type { Language } from '@/shared/constants';
import { documentTotals } from '@/shared/money/document-totals';
import type { AdminProposal } from '@/shared/schemas/proposal';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ProposalDetailPage } from './proposal-detail-page';
import { ProposalEditorPage } from './proposal-editor-page';
import { ProposalsPage } from './proposals-page';

export const CLIENT = { id: 5, name: 'Pekárna Dvořák', company: 'Pekárna Dvořák s.r.o.', email: 'jana@pekarna.cz' };

const LINES: AdminProposal['lines'] = [
  { id: 11, position: 0, service: 'Web design', description: '', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 1_000_000, discountBasisPoints: 1000, vatRateCode: 'basic', recurrence: 'one_time' },
  { id: 12, position: 1, service: 'Hosting', description: '', quantityThousandths: 12_000, unit: 'měs.', unitPriceMinor: 50_000, discountBasisPoints: 0, vatRateCode: 'basic', recurrence: 'monthly' },
];

/** A proposal with consistent totals (the shared rule on its lines); `overrides` change any field. */
export function proposalFixture(overrides: Partial<AdminProposal> = {}): AdminProposal {
  const lines = overrides.lines ?? LINES;
  const totals = documentTotals({ lines, vatMode: overrides.vatMode ?? 'czech_vat', taxDate: '2026-11-26' });
  return {
    id: 7,
    number: 'N-2026-0007',
    version: 1,
    clientId: CLIENT.id,
    clientName: CLIENT.name,
    pendingClientEmail: null,
    projectId: null,
    messageId: null,
    title: 'Nový web pekárny',
    language: 'cs',
    currency: 'CZK',
    vatMode: 'czech_vat',
    validUntil: '2026-12-26',
    intro: '',
    terms: '',
    status: 'draft',
    supersedesId: null,
    supersededById: null,
    linkActive: false,
    sentAt: null,
    viewedAt: null,
    revokedAt: null,
    acceptedAt: null,
    acceptedName: null,
    acceptedIp: null,
    acceptedUserAgent: null,
    acceptedShownHash: null,
    declinedAt: null,
    declineReason: null,
    snapshotHash: null,
    pdfSha256: null,
    createdAt: '2026-11-26T09:00:00.000Z',
    updatedAt: '2026-11-26T09:00:00.000Z',
    lines,
    totals: { vatCharged: totals.vatCharged, oneTime: totals.oneTime, monthly: totals.monthly },
    ...overrides,
  };
}

/** Shows the address the screen navigated to (path and query), for the assertions. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/** The proposal screens with their real routes, opened at `url`. */
export function renderProposalScreens(url: string, lang: Language = 'cs') {
  return renderAdminScreen(
    <>
      <Routes>
        <Route path="/admin/proposals" element={<ProposalsPage />} />
        <Route path="/admin/proposals/new" element={<ProposalEditorPage />} />
        <Route path="/admin/proposals/:id" element={<ProposalDetailPage />} />
        <Route path="/admin/proposals/:id/edit" element={<ProposalEditorPage />} />
      </Routes>
      <Address />
    </>,
    { lang, url },
  );
}
