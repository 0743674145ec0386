import { randomBytes } from 'node:crypto';
import { computeRucCheckDigit } from '../dgi/ruc-check-digit.ts';
import type { HkaCompany } from '../sandbox-options.ts';

/** A company of the HKA mode with what the PAC's portal completes: DV, name, QR secret, licence start. */
export type HkaAccount = Required<Omit<HkaCompany, 'coordinates' | 'phone' | 'email' | 'taxpayerType'>> & {
  readonly taxpayerType: 1 | 2;
  readonly dv: string;
  readonly coordinates: string;
  readonly phone: string;
  readonly email: string | undefined;
};

export type HkaCompanies = ReturnType<typeof createHkaCompanies>;

/** The token pairs the HKA mode accepts, each naming one company. */
export function createHkaCompanies(initial: readonly HkaCompany[], now: () => Date) {
  const accounts = new Map<string, HkaAccount>();

  function save(company: HkaCompany): HkaAccount {
    const taxpayerType = company.taxpayerType ?? 2;
    const dv = computeRucCheckDigit(company.ruc, taxpayerType);
    if (dv === undefined)
      throw new RangeError(`HKA company ${company.ruc}: not a RUC the DV algorithm reads.`);
    const today = now();
    const account: HkaAccount = {
      tokenEmpresa: company.tokenEmpresa,
      tokenPassword: company.tokenPassword,
      ruc: company.ruc,
      taxpayerType,
      dv,
      name: company.name ?? `Contribuyente de prueba ${company.ruc}`,
      address: company.address ?? 'Calle 50, Ciudad de Panamá',
      locationCode: company.locationCode ?? '8-8-7',
      coordinates: company.coordinates ?? '+8.983333,-79.516667',
      // gEmis requires a telephone (dTfnEm).
      phone: company.phone ?? '200-0000',
      email: company.email,
      foliosPerCycle: company.foliosPerCycle ?? 1_000,
      licenceStart:
        company.licenceStart ??
        `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-01`,
      qrSecret: company.qrSecret ?? randomBytes(24).toString('base64url'),
    };
    accounts.set(company.tokenEmpresa, account);
    return account;
  }

  for (const company of initial) save(company);

  return {
    save,
    /** The company of a token pair, or undefined when the pair is not one the PAC issued. */
    authenticate(tokenEmpresa: string, tokenPassword: string): HkaAccount | undefined {
      const account = accounts.get(tokenEmpresa);
      return account && account.tokenPassword === tokenPassword ? account : undefined;
    },
    count: () => accounts.size,
  };
}
