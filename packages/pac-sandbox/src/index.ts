export { startPacSandbox, type PacSandbox } from './start-pac-sandbox.ts';
export { DEFAULT_SANDBOX_PORT, type PacSandboxOptions } from './sandbox-options.ts';
export { DEMO_TAXPAYERS, DGI_SAMPLE_TAXPAYER, type RegistryEntry } from './state/demo-taxpayers.ts';
export {
  FAULT_MODES,
  PAC_SERVICES,
  type FaultMode,
  type FaultSettings,
  type PacService,
} from './state/fault-injector.ts';
export {
  RESULT_CODES,
  type ResultCode,
  type ResultEffect,
  type ResultSource,
} from './dgi/dgi-result-codes.ts';
export { SERVICE_BASE_PATH } from './http/soap-routes.ts';
export { PAC_API_BASE_PATH } from './http/pac-api-routes.ts';
export { ADMIN_BASE_PATH } from './http/admin-routes.ts';
export { accessKeyOf, ACCESS_KEY_LENGTH } from './pac/access-key.ts';
export { type HkaCompany, type HkaOptions, type SandboxTlsOptions } from './sandbox-options.ts';
export { REFUSAL_RUCS } from './state/demo-taxpayers.ts';
export { HKA_DEMO_COMPANIES } from './hka/hka-demo-companies.ts';
export { HKA_METHODS, HKA_SERVICE_PATH, type HkaMethod } from './hka/hka-methods.ts';
export {
  createTlsTestCertificates,
  type PemPair,
  type TlsTestCertificates,
} from './tls/tls-test-certificates.ts';
