import type { AccountingFirm } from '@facturar/contracts';

/** An accounting firm as the platform lists it for the company forms: its id and name, no companies yet. */
export function accountingFirm(idEmpresa: string, razonSocialempresa: string): AccountingFirm {
  return {
    idEmpresa,
    razonSocialempresa,
    correoPrincipal: 'contadora@demo.test',
    telefonoPrincipal: null,
    fechaRegistro: '2026-01-01T00:00:00Z',
    numeroEmpresas: 0,
    comprobantesEmitidos: 0,
    comprobantesDisponibles: 0,
    empresas: [],
  };
}
