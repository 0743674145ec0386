import { formatPanamaDate } from '@facturar/domain';
import type { AttentionItem } from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import { findAttentionFacts } from './attention-repository.ts';
import { partnerOfPath } from './partner-service.ts';

const hourMs = 3_600_000;
const certificateWarningDays = 30;
const fewVouchers = 10;

/**
 * The partner's one queue (issue 16 'Beyond'): across its companies, the documents the DGI refused, those
 * still pending after an hour, certificates missing or expiring within 30 days, and vouchers running out.
 */
export async function readAttentionQueue(
  ctx: AppContext,
  auth: AuthContext,
  pathId: string,
): Promise<AttentionItem[]> {
  const partnerRuc = partnerOfPath(auth, pathId);
  const now = ctx.now();
  const facts = await findAttentionFacts(ctx.db, partnerRuc, now, new Date(now.getTime() - hourMs));
  return facts.flatMap((company) => {
    const base = { idEmpresa: company.ruc, razonSocialempresa: company.business_name };
    const items: AttentionItem[] = [];
    if ((company.refused ?? 0) > 0) {
      items.push({
        ...base,
        tipo: 'NO_AUTORIZADOS',
        mensaje: `${company.refused} comprobantes no autorizados.`,
      });
    }
    if ((company.stale ?? 0) > 0) {
      items.push({
        ...base,
        tipo: 'PENDIENTES',
        mensaje: `${company.stale} comprobantes pendientes de autorización por más de una hora.`,
      });
    }
    if (!company.not_after) {
      items.push({
        ...base,
        tipo: 'CERTIFICADO',
        mensaje: 'No ha cargado su certificado de firma electrónica.',
      });
    } else if (company.not_after.getTime() <= now.getTime()) {
      items.push({
        ...base,
        tipo: 'CERTIFICADO',
        mensaje: `El certificado venció el ${formatPanamaDate(company.not_after)}.`,
      });
    } else if (company.not_after.getTime() - now.getTime() <= certificateWarningDays * 24 * hourMs) {
      items.push({
        ...base,
        tipo: 'CERTIFICADO',
        mensaje: `El certificado vence el ${formatPanamaDate(company.not_after)}.`,
      });
    }
    const available = company.available;
    if (available === null || available === 0) {
      items.push({ ...base, tipo: 'COMPROBANTES', mensaje: 'No tiene comprobantes disponibles.' });
    } else if (available !== -1 && available <= fewVouchers) {
      items.push({
        ...base,
        tipo: 'COMPROBANTES',
        mensaje: `Le quedan ${available} comprobantes disponibles.`,
      });
    }
    return items;
  });
}
