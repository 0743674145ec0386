export { QrSecurityCodePanel } from './components/qr-security-code-panel.tsx';
export { PacAffiliationPanel } from './components/pac-affiliation-panel.tsx';
export { companySetupQueryOptions } from './api/pac-affiliation-api.ts';
export { affiliationStatusLabel, managedByThePac, qrStatusLabel } from './pac-status.ts';
