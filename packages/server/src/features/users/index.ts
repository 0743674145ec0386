export { createCompanyUser, type CreatedCompanyUser } from './create-company-user.ts';
export { welcomeMailJob } from './welcome-mail.ts';
