export { BillingSettingsPage } from './billing-settings-page';
export { AgencyProfilePage } from './agency-profile-page';
