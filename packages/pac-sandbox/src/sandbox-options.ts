import type { RegistryEntry } from './state/demo-taxpayers.ts';
import type { FaultSettings } from './state/fault-injector.ts';

export type PacSandboxOptions = {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly host?: string;
  /** The environment it plays (iAmb): 1 production, 2 test (default). */
  readonly environment?: 1 | 2;
  /** A folder to keep its records in between runs (a JSON-lines journal); memory only when absent. */
  readonly dataDir?: string | undefined;
  /** Registry entries added to (or replacing, by RUC and type) the demo taxpayers. */
  readonly taxpayers?: readonly RegistryEntry[];
  /** Start from the demo taxpayers (default true). */
  readonly includeDemoTaxpayers?: boolean;
  /** Hours after its authorisation a document may be cancelled (default 182; the DGI's is not public). */
  readonly cancellationWindowHours?: number;
  /** Reject documents of issuers not affiliated to the PAC, 0185 (default true). */
  readonly requiresAffiliatedIssuer?: boolean;
  /** Reject receivers the registry does not know, 1602 (default true). */
  readonly checksReceiverRegistry?: boolean;
  /** A fault in force from the start. */
  readonly fault?: FaultSettings | undefined;
  /** The clock (tests); the system clock by default. */
  readonly now?: () => Date;
  /** Fastify's request log (default off). */
  readonly logger?: boolean;
};

export const DEFAULT_SANDBOX_PORT = 4010;
export const DEFAULT_CANCELLATION_WINDOW_HOURS = 182;
/** Large enough for an rFE of 1,000 items inside its envelope. */
export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;
