import { HKA_METHODS } from '../hka/hka-methods.ts';

/**
 * Fault injection, so tests and demos can show the spec's pending states: 4 (PAC unavailable),
 * 5 (delay in authorisation) and 11 (returned by the DGI), and an unknown outcome (timeout).
 */

/** The services a fault can touch: the DGI web services, the PAC's own JSON calls and the HKA methods. */
export const PAC_SERVICES = [
  'feRecepFE',
  'feConsFE',
  'feDescFE',
  'feRecepEvento',
  'feConsRucDV',
  'afiliacion',
  'codigoQr',
  ...HKA_METHODS,
] as const;
export type PacService = (typeof PAC_SERVICES)[number];

/**
 * - `unavailable`: HTTP 503 before anything is processed;
 * - `slow`: the answer comes after `delayMs`;
 * - `timeout`: the request is processed but no answer ever comes (the connection is dropped after
 *   `delayMs`), so the caller cannot know the outcome;
 * - `return`: the DGI returns a document the PAC would authorise (sandbox code 0262);
 * - `delay`: the authorisation is held back `delayMs` (0261 in process; feConsFE gives the result later).
 * For the PAC's JSON calls, `return` and `delay` are a DGI that cannot be reached: affiliation answers
 * 4 and the QR code request 3 (pending).
 * - `dgi-down` (HKA's Enviar and AnulacionDocumento): the PAC answers but cannot reach the DGI.
 */
export const FAULT_MODES = ['unavailable', 'slow', 'timeout', 'return', 'delay', 'dgi-down'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export type FaultSettings = {
  readonly mode: FaultMode;
  /** How many requests it affects; unlimited when absent. */
  readonly count?: number | undefined;
  /** How long it lasts from when it is set; unlimited when absent. */
  readonly durationMs?: number | undefined;
  /** The delay of `slow` and `delay`, or how long `timeout` holds the connection. */
  readonly delayMs?: number | undefined;
  /** Restricts it to some services; by default every service the mode applies to. */
  readonly services?: readonly PacService[] | undefined;
};

export type ActiveFault = {
  readonly mode: FaultMode;
  readonly remaining: number | null;
  readonly until: string | null;
  readonly delayMs: number;
  readonly services: readonly PacService[];
};

const DEFAULT_DELAY_MS: Readonly<Record<FaultMode, number>> = {
  unavailable: 0,
  slow: 3_000,
  timeout: 120_000,
  return: 0,
  delay: 2_000,
  'dgi-down': 0,
};

// DGI-side faults only concern the document reception and the calls the PAC relays to the DGI.
const DGI_SIDE_SERVICES: readonly PacService[] = ['feRecepFE', 'afiliacion', 'codigoQr'];
const HKA_DGI_SERVICES: readonly PacService[] = ['Enviar', 'AnulacionDocumento'];

export type FaultInjector = ReturnType<typeof createFaultInjector>;

export function createFaultInjector(now: () => Date) {
  let active:
    { settings: FaultSettings; remaining: number | undefined; untilMs: number | undefined } | undefined;

  function isExpired(): boolean {
    if (!active) return true;
    if (active.remaining !== undefined && active.remaining <= 0) return true;
    return active.untilMs !== undefined && now().getTime() >= active.untilMs;
  }

  function servicesOf(settings: FaultSettings): readonly PacService[] {
    const applicable =
      settings.mode === 'dgi-down'
        ? HKA_DGI_SERVICES
        : settings.mode === 'return' || settings.mode === 'delay'
          ? DGI_SIDE_SERVICES
          : PAC_SERVICES;
    return settings.services
      ? applicable.filter((service) => settings.services?.includes(service))
      : applicable;
  }

  return {
    set(settings: FaultSettings): void {
      active = {
        settings,
        remaining: settings.count,
        untilMs: settings.durationMs === undefined ? undefined : now().getTime() + settings.durationMs,
      };
    },
    clear(): void {
      active = undefined;
    },
    /** The fault that applies to a request of this service, counting the request against it. */
    take(service: PacService): { readonly mode: FaultMode; readonly delayMs: number } | undefined {
      if (!active || isExpired()) {
        active = undefined;
        return undefined;
      }
      if (!servicesOf(active.settings).includes(service)) return undefined;
      if (active.remaining !== undefined) active.remaining -= 1;
      const { mode, delayMs } = active.settings;
      return { mode, delayMs: delayMs ?? DEFAULT_DELAY_MS[mode] };
    },
    describe(): ActiveFault | null {
      if (!active || isExpired()) return null;
      const { settings } = active;
      return {
        mode: settings.mode,
        remaining: active.remaining ?? null,
        until: active.untilMs === undefined ? null : new Date(active.untilMs).toISOString(),
        delayMs: settings.delayMs ?? DEFAULT_DELAY_MS[settings.mode],
        services: servicesOf(settings),
      };
    },
  };
}
