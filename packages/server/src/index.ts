// `@facturar/server`: everything other packages (the CLI, e2e, bench, scripts) may use of the server, and
// nothing else; its folders stay free to change behind this file and its subpaths. Each concern is also
// a subpath of its own (`@facturar/server/signing`, `/xml`, `/cafe`, `/xsd`) so that a CLI command loads
// only the libraries it needs; the running application (Fastify, the queue, every feature) is loaded
// only when startServer or startWorkers is called.
import type { AppContext } from './app-context.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './adapters/db/open-database.ts';
import type { AuditChainReport } from './features/audit/index.ts';
import type { RunningServer, StartOptions } from './start-server.ts';
import type { OperatorEmailChange } from './features/users/operator-email-change.ts';
import type { MonthArchiveOutcome } from './features/issuance/document-month-archive.ts';
import type { RunServerOptions } from './run-server.ts';

export { ConfigError, loadConfig, type Role, type ServerConfig } from './config.ts';
export type { AppContext } from './app-context.ts';
export type { DemoLogin } from './seed/demo-seed.ts';
export type { RunningServer, StartOptions } from './start-server.ts';
export type { RunServerOptions } from './run-server.ts';

/** Opens the database, migrates, seeds the demo on request, and serves the API and the web app. */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const { startServer: start } = await import('./start-server.ts');
  return start(config, options);
}

/**
 * The server as a process runs it: configuration from the environment, quiet request logs unless
 * LOG_LEVEL asks, `prepare` before health answers ok, then the console banner and signal handling.
 */
export async function runServer(options: RunServerOptions = {}): Promise<RunningServer> {
  const { runServer: run } = await import('./run-server.ts');
  return run(options);
}

/** Starts every queue's workers on a running application (one started with ROLE=api has none). */
export async function startWorkers(ctx: AppContext): Promise<void> {
  const { registerWorkers } = await import('./jobs/job-registry.ts');
  await registerWorkers(ctx);
}

export {
  openDatabase,
  type DatabaseHandle,
  type Db,
  type OpenDatabaseOptions,
} from './adapters/db/open-database.ts';
export { DataDirInUseError } from './adapters/db/data-dir-lock.ts';
export { MigrationError, migrateToLatest } from './adapters/db/migrate.ts';
export { loadSecrets, type Secrets } from './settings/secrets.ts';
export { seedDemoData } from './seed/demo-seed.ts';
export { seedDemoDocuments, type DemoDocumentsOptions } from './seed/demo-documents.ts';
export { isDemoSeeded } from './seed/demo-seed-repository.ts';
export { issueDueOccurrences } from './features/recurring-invoices/index.ts';
export type { AuditChainProblem, AuditChainReport } from './features/audit/index.ts';
export type { OperatorEmailChange } from './features/users/operator-email-change.ts';
export type { MonthArchiveOutcome } from './features/issuance/document-month-archive.ts';

/** Walks each company's audit chain (or one company's), for `facturar audit verify` (ADR 0023). */
export async function verifyAuditLog(
  db: Db,
  options: { companyRuc?: string } = {},
): Promise<AuditChainReport[]> {
  const { verifyAuditLog: verify } = await import('./features/audit/index.ts');
  return verify(db, options);
}

/** Removes a user's two-step verification (ADR 0024), for `facturar 2fa reset`. */
export async function resetUserTwoFactor(
  db: Db,
  accessName: string,
): Promise<'reset' | 'none' | 'unknown-user'> {
  const { resetTwoFactor } = await import('./features/auth/index.ts');
  return resetTwoFactor({ db, now: () => new Date() }, accessName);
}

/** Changes a user's e-mail, the sign-in name (ADR 0147), for `facturar user email`. */
export async function changeUserEmailAsOperator(
  db: Db,
  accessName: string,
  newEmail: string,
): Promise<OperatorEmailChange> {
  const { changeEmailAsOperator } = await import('./features/users/operator-email-change.ts');
  return changeEmailAsOperator({ db, now: () => new Date() }, accessName, newEmail);
}

/** Takes a month of documents to the archive schema (ADR 0189), for `facturar documents archive`. */
export async function archiveDocumentMonthAsOperator(db: Db, month: string): Promise<MonthArchiveOutcome> {
  const { archiveDocumentMonth } = await import('./features/issuance/index.ts');
  return archiveDocumentMonth(db, month, new Date());
}

/** Attaches an archived month of documents again, for `facturar documents restore`. */
export async function restoreDocumentMonthAsOperator(db: Db, month: string): Promise<MonthArchiveOutcome> {
  const { restoreDocumentMonth } = await import('./features/issuance/index.ts');
  return restoreDocumentMonth(db, month);
}

export * from './public/signing.ts';
export * from './public/xml.ts';
export * from './public/cafe.ts';
export * from './public/xsd.ts';
