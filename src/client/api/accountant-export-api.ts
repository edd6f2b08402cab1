/** The accountant's month-end export (issue 38; docs/product/accountant.md; GET /api/admin/accountant-export): a download link. */
import type { Language } from '@/shared/constants';

const PATH = '/api/admin/accountant-export';

export const accountantExportApi = {
  /** The ZIP of the period (both days included); its CSVs in `lang`. */
  url: (period: { from: string; to: string }, lang: Language) => `${PATH}?${new URLSearchParams({ from: period.from, to: period.to, lang })}`,
};
