import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import Fastify from 'fastify';
import { formatPanamaTimestamp } from './dgi/panama-time.ts';
import { loadRfeValidator } from './dgi/xsd-checker.ts';
import { describeState, registerAdminRoutes } from './http/admin-routes.ts';
import { registerHkaRoutes } from './http/hka-routes.ts';
import { registerPacApiRoutes } from './http/pac-api-routes.ts';
import { createSleeper } from './http/sleeper.ts';
import { registerSoapRoutes } from './http/soap-routes.ts';
import { createHkaCompanies } from './hka/hka-companies.ts';
import { HKA_DEMO_COMPANIES } from './hka/hka-demo-companies.ts';
import { HKA_SERVICE_PATH } from './hka/hka-methods.ts';
import { createHkaState, resetHkaState, type HkaRuntime } from './hka/hka-service.ts';
import { createPacCertificate } from './hka/pac-signer.ts';
import type { SandboxRuntime } from './pac/sandbox-runtime.ts';
import {
  BODY_LIMIT_BYTES,
  DEFAULT_CANCELLATION_WINDOW_HOURS,
  type HkaCompany,
  type PacSandboxOptions,
  type SandboxTlsOptions,
} from './sandbox-options.ts';
import { DEMO_TAXPAYERS, type RegistryEntry } from './state/demo-taxpayers.ts';
import { createFaultInjector, type FaultSettings } from './state/fault-injector.ts';
import { createSandboxStore } from './state/sandbox-store.ts';
import { openStateJournal } from './state/state-journal.ts';

export type PacSandbox = {
  /**
   * Base URL, e.g. http://127.0.0.1:4010 (https://… with `tls`); the DGI services are under
   * /FepWcfService/, the JSON API /pac/v1/, the HKA/EBI API at `hkaUrl`.
   */
  readonly url: string;
  /** The HKA/EBI WCF service: `{url}/ws/obj/v1.0/Service.svc` (`?wsdl` for its WSDL). */
  readonly hkaUrl: string;
  readonly port: number;
  close(): Promise<void>;
  /** In-process equivalents of the admin calls. */
  setFault(settings: FaultSettings): void;
  clearFault(): void;
  reset(): void;
  saveTaxpayer(entry: RegistryEntry): void;
  /** Adds or replaces (by tokenEmpresa) a token pair of the HKA mode. */
  saveHkaCompany(company: HkaCompany): void;
  /** Authorises every document the 'delay' fault holds back; answers how many. */
  releaseHeldBack(): number;
  state(): ReturnType<typeof describeState>;
};

/**
 * Starts the PAC and DGI simulator on its own HTTP port (in-process): the DGI web services (SOAP 1.2),
 * the PAC's JSON API and the admin controls. See packages/pac-sandbox/README.md.
 */
export async function startPacSandbox(options: PacSandboxOptions = {}): Promise<PacSandbox> {
  const now = options.now ?? (() => new Date());
  loadRfeValidator();
  const store = createSandboxStore({
    registry: mergeRegistry(options),
    opensRegistry: options.opensRegistry ?? true,
    journal: options.dataDir ? openStateJournal(options.dataDir) : undefined,
    formatTimestamp: formatPanamaTimestamp,
  });
  const faults = createFaultInjector(now);
  if (options.fault) faults.set(options.fault);
  const hkaCompanies = createHkaCompanies(
    [
      ...(options.hka?.includeDemoCompanies === false ? [] : HKA_DEMO_COMPANIES),
      ...(options.hka?.companies ?? []),
    ],
    now,
  );
  const runtime: SandboxRuntime = {
    store,
    faults,
    now,
    environment: options.environment === 1 ? '1' : '2',
    cancellationWindowMs:
      (options.cancellationWindowHours ?? DEFAULT_CANCELLATION_WINDOW_HOURS) * 3600 * 1000,
    requiresAffiliatedIssuer: options.requiresAffiliatedIssuer ?? true,
    checksReceiverRegistry: options.checksReceiverRegistry ?? true,
  };
  const hkaState = createHkaState();
  const hka: HkaRuntime = {
    base: runtime,
    companies: hkaCompanies,
    certificate: createPacCertificate(),
    duplicateAnswer: options.hka?.duplicateAnswer ?? 'original',
    mailDeliveryMs: options.hka?.mailDeliveryMs ?? 2_000,
    state: hkaState,
  };
  const sleeper = createSleeper();
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: true,
    serverFactory: (handler) => createServer(options.tls, handler),
  });
  app.addContentTypeParser(
    ['application/soap+xml', 'text/xml', 'application/xml'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  registerSoapRoutes(app, runtime, sleeper);
  registerPacApiRoutes(app, runtime, sleeper);
  registerHkaRoutes(app, hka, sleeper);
  registerAdminRoutes(app, runtime, {
    saveHkaCompany: (company) => void hkaCompanies.save(company),
    resetHka: () => resetHkaState(hkaState),
  });
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';

  const url = `${options.tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    hkaUrl: `${url}${HKA_SERVICE_PATH}`,
    port,
    async close() {
      sleeper.wakeAll();
      await app.close();
    },
    setFault: (settings) => faults.set(settings),
    clearFault: () => faults.clear(),
    reset() {
      faults.clear();
      store.reset();
      resetHkaState(hkaState);
    },
    saveTaxpayer: (entry) => store.saveTaxpayer(entry),
    saveHkaCompany: (company) => void hkaCompanies.save(company),
    releaseHeldBack: () => store.releaseHeldBack(now(), true),
    state: () => describeState(runtime),
  };
}

function mergeRegistry(options: PacSandboxOptions): RegistryEntry[] {
  const merged = new Map<string, RegistryEntry>();
  const base = options.includeDemoTaxpayers === false ? [] : DEMO_TAXPAYERS;
  for (const entry of [...base, ...(options.taxpayers ?? [])])
    merged.set(`${entry.taxpayerType}|${entry.ruc}`, entry);
  return [...merged.values()];
}

/**
 * HTTP, or HTTPS with the given certificate; with `requireClientCert` the handshake itself refuses a
 * client whose certificate the CA did not sign (or that sends none), as a PAC asking for the transmission
 * certificate does.
 */
function createServer(tls: SandboxTlsOptions | undefined, handler: RequestListener): Server {
  if (!tls) return createHttpServer(handler);
  const requireClientCert = tls.requireClientCert === true;
  // An HTTPS server is an HTTP server to Fastify; node's types keep them apart.
  return createHttpsServer(
    {
      cert: tls.cert,
      key: tls.key,
      ...(tls.ca === undefined ? {} : { ca: tls.ca }),
      requestCert: requireClientCert,
      rejectUnauthorized: requireClientCert,
    },
    handler,
  ) as unknown as Server;
}
