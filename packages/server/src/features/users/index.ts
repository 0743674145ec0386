export { registerUserRoutes } from './users-routes.ts';
export { administratorNameOf, createCompanyUser, type CreatedCompanyUser } from './create-company-user.ts';
export { welcomeMailJob, type WelcomeKind } from './welcome-mail.ts';
export { mailJobResult, type JobResultMail } from './job-result-mail.ts';
