export { CompanyAdminPage } from './components/company-admin-page.tsx';
export { SubscriptionKeysScreen } from './components/subscription-keys-screen.tsx';
export { AccountingFirmsScreen } from './components/accounting-firms-screen.tsx';
export { CompaniesAdminScreen } from './components/companies-admin-screen.tsx';
export { PartnerProfileScreen } from './components/partner-profile-screen.tsx';
export { PacConnectionPanel } from './components/pac-connection-panel.tsx';
export { CompanyInfoDialog } from './components/company-info-dialog.tsx';
