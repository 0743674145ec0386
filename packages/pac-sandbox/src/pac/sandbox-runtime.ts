import type { FaultInjector } from '../state/fault-injector.ts';
import type { SandboxStore } from '../state/sandbox-store.ts';

/** The settings and records every service of the sandbox works with. */
export type SandboxRuntime = {
  readonly store: SandboxStore;
  readonly faults: FaultInjector;
  readonly now: () => Date;
  /** iAmb the sandbox plays: 1 production, 2 test. */
  readonly environment: '1' | '2';
  readonly cancellationWindowMs: number;
  readonly requiresAffiliatedIssuer: boolean;
  readonly checksReceiverRegistry: boolean;
};
