export { registerCompanySetupRoutes } from './company-setup-routes.ts';
export { certificateExpiryJob, mailCertificateExpiries } from './certificate-expiry-job.ts';
export { findAdministratorEmails } from './certificate-expiry-repository.ts';
export { insertCertificate, type SealedCertificate } from './company-setup-repository.ts';
