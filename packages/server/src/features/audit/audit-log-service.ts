import type { AuditLog } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import { GENESIS_HASH } from './audit-chain.ts';
import { readLatestAuditRows } from './audit-repository.ts';
import { verifyAuditLog } from './audit-service.ts';

/** A company's audit log as its administrators read it: the chain verified, and the latest events. */
export async function readCompanyAuditLog(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  limit: number,
): Promise<AuditLog> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const [report] = await verifyAuditLog(ctx.db, { companyRuc: ruc });
  const rows = await readLatestAuditRows(ctx.db, ruc, limit);
  return {
    verificacion: {
      integra: report?.problem === undefined,
      eventos: report?.events ?? 0,
      hashFinal: report?.headHash ?? GENESIS_HASH,
      problema: report?.problem ? { tipo: report.problem.kind, numero: report.problem.seq } : null,
    },
    eventos: rows.map((row) => ({
      numero: row.seq,
      fecha: row.occurredAt.toISOString(),
      tipo: row.kind,
      usuario: row.actorName,
      referencia: row.subject,
      detalles: JSON.parse(row.details) as Record<string, string | number | boolean | null>,
    })),
  };
}
