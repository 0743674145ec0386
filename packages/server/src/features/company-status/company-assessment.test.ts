import { describe, expect, it } from 'vitest';
import { assessCompany } from './company-assessment.ts';
import type { PackageBalance } from './company-status-repository.ts';

const now = new Date('2026-11-24T15:00:00Z');
const dayMs = 86_400_000;

/** A balance of 500 vouchers in force, all available, the packages ending in 300 days; `over` changes it. */
function balanceWith(over: Partial<PackageBalance> = {}): PackageBalance {
  return {
    hasAnyPackage: true,
    latestExpiry: new Date(now.getTime() + 300 * dayMs),
    available: 500,
    inForceTotal: 500,
    nextExpiry: new Date(now.getTime() + 300 * dayMs),
    ...over,
  };
}

function warningsFor(balance: Partial<PackageBalance>) {
  return assessCompany({
    facts: {
      certificateNotAfter: new Date(now.getTime() + 400 * dayMs),
      pacAffiliationStatus: 1,
      qrStatus: 1,
    },
    hasBillingPoint: true,
    balance: balanceWith(balance),
    stored: [],
    now,
  }).advertencias;
}

describe('the voucher warnings', () => {
  it('warns when fewer than 10 % of the vouchers in force remain', () => {
    expect(warningsFor({ available: 49, inForceTotal: 500 }).COMPROBANTES_POR_AGOTARSE).toBe(
      'Le quedan 49 comprobantes disponibles.',
    );
    expect(warningsFor({ available: 50, inForceTotal: 500 }).COMPROBANTES_POR_AGOTARSE).toBeUndefined();
    expect(warningsFor({ available: -1, inForceTotal: 0 }).COMPROBANTES_POR_AGOTARSE).toBeUndefined();
  });

  it('warns when the package spent next ends within 15 days', () => {
    expect(warningsFor({ nextExpiry: new Date(now.getTime() + 14 * dayMs) }).PAQUETE_POR_CADUCAR).toBe(
      'El paquete de comprobantes caduca el 12/08/2026.',
    );
    expect(
      warningsFor({ nextExpiry: new Date(now.getTime() + 16 * dayMs) }).PAQUETE_POR_CADUCAR,
    ).toBeUndefined();
  });
});

describe('a company whose PAC signs (the integration API)', () => {
  it('is not blocked by a missing certificate, nor warned about PAC affiliation or the QR code', () => {
    const input = {
      facts: { certificateNotAfter: null, pacAffiliationStatus: 3, qrStatus: 3 },
      hasBillingPoint: true,
      balance: balanceWith(),
      stored: [],
      now,
    };
    const own = assessCompany(input);
    expect(own.errores.SIN_CERTIFICADO).toBeDefined();
    expect(own.advertencias.CODIGO_QR_PENDIENTE).toBeDefined();
    const pacSigned = assessCompany({ ...input, pacSigns: true });
    expect(pacSigned.errores).toEqual({});
    expect(pacSigned.advertencias).toEqual({});
  });
});

describe('an accounting firm that does not issue (issue 29)', () => {
  const bare = {
    facts: { certificateNotAfter: null, pacAffiliationStatus: 3, qrStatus: 3 },
    hasBillingPoint: false,
    balance: balanceWith({ available: 5, inForceTotal: 5000 }),
    stored: [],
    now,
  };

  it('gets no certificate, billing-point, PAC or QR notice, but keeps those of its vouchers', () => {
    const firm = assessCompany({ ...bare, isIssuer: false });
    expect(firm.errores).toEqual({});
    expect(Object.keys(firm.advertencias)).toEqual(['COMPROBANTES_POR_AGOTARSE']);
  });

  it('is judged as any company once it issues', () => {
    const issuer = assessCompany({ ...bare, isIssuer: true });
    expect(Object.keys(issuer.errores).sort()).toEqual(['SIN_CERTIFICADO', 'SIN_SECUENCIAL']);
    expect(issuer.advertencias.AFILIACION_PAC_PENDIENTE).toBeDefined();
  });
});
