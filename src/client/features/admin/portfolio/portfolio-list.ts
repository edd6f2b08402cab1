/**
 * The portfolio's list with a search typed, in the order the public page shows the items: the screen and its opening
 * list (asked for on the way to the screen, app/opening-lists.ts) both build it here.
 */
import { portfolioApi } from '@/client/api/portfolio-api';
import type { ListParams, OpeningList } from '../common/use-admin-list';

export const portfolioListParams = (q = ''): ListParams => ({ q, sort: 'position', dir: 'asc' });

export const openingList: OpeningList = { endpoint: portfolioApi, params: () => portfolioListParams() };
