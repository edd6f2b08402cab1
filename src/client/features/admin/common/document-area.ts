/** The back-office areas whose document screens (proposals, invoices) share the pieces in admin/common/document-*. */
export type DocumentArea = 'invoices' | 'proposals';

/** Whose texts (admin.<area>.*) the pieces show, and the element ids and test ids each area's screens have. */
export const DOCUMENT_IDS: Record<DocumentArea, { linesHeading: string; lineBase: string; totalsHeading: string }> = {
  invoices: { linesHeading: 'invoice-lines-heading', lineBase: 'invoice-line-base', totalsHeading: 'invoice-totals-heading' },
  proposals: { linesHeading: 'proposal-lines-heading', lineBase: 'line-base', totalsHeading: 'proposal-totals-heading' },
};
