/**
 * What every axe run of the suite checks beyond axe's defaults: `label-content-name-mismatch` (WCAG 2.5.3 Label in
 * Name — a control's accessible name contains its visible text), an "experimental" rule axe leaves off.
 */
import type AxeBuilder from '@axe-core/playwright';

export const AXE_RUN_OPTIONS: Parameters<AxeBuilder['options']>[0] = { rules: { 'label-content-name-mismatch': { enabled: true } } };
