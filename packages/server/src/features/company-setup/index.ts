export { registerCompanySetupRoutes } from './company-setup-routes.ts';
export { certificateExpiryJob, mailCertificateExpiries } from './certificate-expiry-job.ts';
