import { describe, expect, it } from 'vitest';
import { groupAttentionByCompany } from './attention-groups.ts';

const panaderia = { idEmpresa: '155751234-2-2025', razonSocialempresa: 'Panadería La Espiga, S.A.' };
const optica = { idEmpresa: '155601111-2-2020', razonSocialempresa: 'Óptica Visión Clara, S.A.' };

describe("the partner's 'Requieren atención'", () => {
  it('has one row per company with all its reasons, the most severe deciding its colour', () => {
    const groups = groupAttentionByCompany([
      { ...optica, tipo: 'COMPROBANTES', mensaje: 'Le quedan 5 comprobantes disponibles.' },
      { ...panaderia, tipo: 'PENDIENTES', mensaje: '2 comprobantes pendientes de autorización.' },
      { ...panaderia, tipo: 'CERTIFICADO', mensaje: 'No ha cargado su certificado de firma electrónica.' },
    ]);
    expect(groups.map((group) => [group.idEmpresa, group.severity, group.reasons.length])).toEqual([
      [optica.idEmpresa, 'warning', 1],
      [panaderia.idEmpresa, 'error', 2],
    ]);
    expect(groups[1]?.reasons.map((reason) => reason.tipo)).toEqual(['PENDIENTES', 'CERTIFICADO']);
  });

  it('is empty when nothing needs attention', () => {
    expect(groupAttentionByCompany([])).toEqual([]);
  });
});
