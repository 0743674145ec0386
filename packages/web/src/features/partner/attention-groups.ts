import type { AttentionItem } from '@facturar/contracts';

export type AttentionSeverity = 'error' | 'warning';

const severityOf: Record<AttentionItem['tipo'], AttentionSeverity> = {
  NO_AUTORIZADOS: 'error',
  PENDIENTES: 'warning',
  CERTIFICADO: 'error',
  COMPROBANTES: 'warning',
};

/** One company of 'Requieren atención' with every reason it is there. */
export type AttentionGroup = {
  idEmpresa: string;
  razonSocialempresa: string;
  /** The most severe of its reasons. */
  severity: AttentionSeverity;
  reasons: { tipo: AttentionItem['tipo']; mensaje: string; severity: AttentionSeverity }[];
};

/**
 * The partner's queue one row per company (issue 29), its reasons together, in the order the server sent
 * the companies (by business name).
 */
export function groupAttentionByCompany(items: readonly AttentionItem[]): AttentionGroup[] {
  const groups = new Map<string, AttentionGroup>();
  for (const item of items) {
    const severity = severityOf[item.tipo];
    const group = groups.get(item.idEmpresa) ?? {
      idEmpresa: item.idEmpresa,
      razonSocialempresa: item.razonSocialempresa,
      severity,
      reasons: [],
    };
    group.reasons.push({ tipo: item.tipo, mensaje: item.mensaje, severity });
    if (severity === 'error') group.severity = 'error';
    groups.set(item.idEmpresa, group);
  }
  return [...groups.values()];
}
