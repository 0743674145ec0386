import type { CompanySetup } from '@facturar/contracts';
import { describe, expect, it } from 'vitest';
import {
  affiliationStatusLabel,
  affiliationUnavailableReason,
  canAffiliate,
  canAnnulQr,
  canGenerateQr,
  qrStatusLabel,
  qrUnavailableReason,
} from './pac-status.ts';

function company(
  estadoAfiliacionPac: number,
  estadoCodigoSeguridadQr: number,
  pacFirma = false,
): CompanySetup {
  return {
    idEmpresa: '155596713-2-2015',
    razonSocialempresa: 'Demo',
    direccion: null,
    correoPrincipal: 'demo@example.pa',
    telefonoPrincipal: null,
    key: 'k',
    tipoContribuyente: 2,
    digitoVerificador: '59',
    estadoAfiliacionPac,
    estadoCodigoSeguridadQr,
    pacFirma,
    logo: null,
    logoCafe: null,
  };
}

describe('the QR and affiliation statuses of spec 000 §4', () => {
  it('names each status', () => {
    expect([1, 2, 3, 4].map(qrStatusLabel)).toEqual([
      'Generado',
      'Anulado',
      'Pendiente',
      'En espera de comunicación con la DGI',
    ]);
    expect([1, 2, 3, 4].map(affiliationStatusLabel)).toEqual([
      'Afiliada',
      'Afiliada',
      'Pendiente',
      'En espera de comunicación con la DGI',
    ]);
  });

  it('disables generate when generated, annul when annulled, and both while affiliation is 3 or 4', () => {
    expect(canGenerateQr(company(1, 1))).toBe(false);
    expect(canAnnulQr(company(1, 1))).toBe(true);
    expect(canGenerateQr(company(1, 2))).toBe(true);
    expect(canAnnulQr(company(1, 2))).toBe(false);
    for (const affiliation of [3, 4]) {
      expect(canGenerateQr(company(affiliation, 3))).toBe(false);
      expect(canAnnulQr(company(affiliation, 3))).toBe(false);
    }
  });

  it('disables affiliating once the company is affiliated (1 or 2)', () => {
    expect([1, 2, 3, 4].map((status) => canAffiliate(company(status, 1)))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('says why the QR actions are not offered', () => {
    expect(qrUnavailableReason(company(4, 4))).toMatch(/^Primero afilie la empresa al PAC/);
    expect(qrUnavailableReason(company(1, 1))).toBe('El código de seguridad QR ya está generado.');
    expect(qrUnavailableReason(company(1, 4))).toBeNull();
  });

  it('leaves the affiliation and the QR code to a PAC that signs the company’s documents', () => {
    const signedByThePac = company(3, 3, true);
    expect(canAffiliate(signedByThePac)).toBe(false);
    expect(canGenerateQr(signedByThePac)).toBe(false);
    expect(canAnnulQr(signedByThePac)).toBe(false);
    expect(qrUnavailableReason(signedByThePac)).toBe(
      'Lo gestiona el PAC (firma los comprobantes de la empresa).',
    );
    expect(affiliationUnavailableReason(signedByThePac)).toBe(
      'Lo gestiona el PAC (firma los comprobantes de la empresa).',
    );
  });
});
