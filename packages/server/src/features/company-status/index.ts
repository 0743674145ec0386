export { registerCompanyStatusRoutes } from './company-status-routes.ts';
export { blockingErrorsOf, isRunningLow } from './company-assessment.ts';
export type { CompanyFacts, PackageBalance, StoredNotification } from './company-status-repository.ts';
export { packageBalanceColumns, toPackageBalance } from './company-status-repository.ts';
