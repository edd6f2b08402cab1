/**
 * The projects' list with a search typed: the screen and its opening list (asked for on the way to the screen,
 * app/opening-lists.ts) both build it here.
 */
import { projectsApi } from '@/client/api/projects-api';
import type { ListParams, OpeningList } from '../common/use-admin-list';

const PROJECTS_PAGE_SIZE = 25;

export const projectsListParams = (q = ''): ListParams => ({ q, pageSize: PROJECTS_PAGE_SIZE });

export const openingList: OpeningList = { endpoint: projectsApi, params: () => projectsListParams() };
