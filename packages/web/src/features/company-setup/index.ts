export { CertificatePanel, CertificateUploadPanel } from './components/certificate-panel.tsx';
export { LogosPanel } from './components/logos-panel.tsx';
export { CompanyStatusScreen } from './components/company-status-screen.tsx';
