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
  /**
   * A test environment's registry (default true): every RUC whose check digit is right is a registered
   * taxpayer authorised to issue, except the documented refusal RUCs (`REFUSAL_RUCS`). False: only the
   * registry's entries exist.
   */
  readonly opensRegistry?: boolean;
  /** Hours after its authorisation a document may be cancelled (default 182; the DGI's is not public). */
  readonly cancellationWindowHours?: number;
  /** Reject documents of issuers not affiliated to the PAC, 0185 (default true). */
  readonly requiresAffiliatedIssuer?: boolean;
  /** Reject receivers the registry does not know, 1602 (default true). */
  readonly checksReceiverRegistry?: boolean;
  /** A fault in force from the start. */
  readonly fault?: FaultSettings | undefined;
  /** The HKA/EBI integration API (SOAP 1.1 at /ws/obj/v1.0/Service.svc), always served; its settings. */
  readonly hka?: HkaOptions;
  /** Serve over HTTPS (the handle's `url` is then https://…); optionally demanding a client certificate. */
  readonly tls?: SandboxTlsOptions;
  /** The clock (tests); the system clock by default. */
  readonly now?: () => Date;
  /** Fastify's request log (default off). */
  readonly logger?: boolean;
};

/** The sandbox's HKA/EBI mode (README 'HKA/EBI integration API'). */
export type HkaOptions = {
  /** Token pairs (one per company) on top of `HKA_DEMO_COMPANIES` (same tokenEmpresa: replaced). */
  readonly companies?: readonly HkaCompany[];
  /** Start with `HKA_DEMO_COMPANIES` (default true). */
  readonly includeDemoCompanies?: boolean;
  /**
   * What 102 'El documento está duplicado' carries: 'original' (default) the first authorisation's cufe, qr,
   * fechaRecepcionDGI and nroProtocoloAutorizacion; 'nil' every one of them i:nil (ask EstadoDocumento).
   */
  readonly duplicateAnswer?: 'original' | 'nil';
  /** Milliseconds after EnvioCorreo until RastreoCorreo reports delivered / bounced (default 2,000). */
  readonly mailDeliveryMs?: number;
};

/** A company of the HKA mode: its token pair and what the PAC's portal would hold about it. */
export type HkaCompany = {
  readonly tokenEmpresa: string;
  readonly tokenPassword: string;
  /** The issuer's RUC; its DV is computed (juridical unless taxpayerType 1). */
  readonly ruc: string;
  readonly taxpayerType?: 1 | 2;
  /** dNombEm; 'Contribuyente de prueba <RUC>' when absent. */
  readonly name?: string;
  /** dDirecEm, dCodUbi ('8-8-7' by default), dCoordEm, dTfnEm ('200-0000'), dCorElectEmi of gEmis. */
  readonly address?: string;
  readonly locationCode?: string;
  readonly coordinates?: string;
  readonly phone?: string;
  readonly email?: string;
  /** Folios per monthly cycle (default 1,000); 0 answers every Enviar with the 'no folios' error. */
  readonly foliosPerCycle?: number;
  /** Start of the annual licence (YYYY-MM-DD); monthly cycles count from it. Default: the current month's 1st. */
  readonly licenceStart?: string;
  /** The secret that keys the QR's JWT (the company's 'código de seguridad QR'); generated when absent. */
  readonly qrSecret?: string;
};

/** HTTPS for every route (the DGI contract, the HKA API, the JSON API and the admin calls). */
export type SandboxTlsOptions = {
  /** The server certificate and key, PEM. */
  readonly cert: string;
  readonly key: string;
  /** The CA(s) that sign accepted client certificates, PEM. */
  readonly ca?: string;
  /**
   * Mutual TLS (default false): the handshake fails for a client without a certificate signed by `ca`,
   * so no request is ever read.
   */
  readonly requireClientCert?: boolean;
};

export const DEFAULT_SANDBOX_PORT = 4010;
export const DEFAULT_CANCELLATION_WINDOW_HOURS = 182;
/** Large enough for an rFE of 1,000 items inside its envelope. */
export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;
