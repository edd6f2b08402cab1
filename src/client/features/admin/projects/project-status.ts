import type { BadgeTone } from '@/client/components/ui/badge';
import type { ProjectStatus } from '@/shared/schemas/project';

/** List colours of the project statuses (docs/product/back-office.md#projects): pending amber, active blue, completed green. */
export const PROJECT_STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  pending: 'warning',
  active: 'info',
  completed: 'success',
};
