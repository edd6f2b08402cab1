/**
 * The blog's list with a search typed: the screen and its opening list (asked for on the way to the screen,
 * app/opening-lists.ts) both build it here.
 */
import { blogApi } from '@/client/api/blog-api';
import type { ListParams, OpeningList } from '../common/use-admin-list';

export const blogListParams = (q = ''): ListParams => ({ q });

export const openingList: OpeningList = { endpoint: blogApi, params: () => blogListParams() };
