export { BillingSettingsPage } from './billing-settings-page';
