import type { AppContext } from '../../app-context.ts';
import { groupCommit } from '../../adapters/db/group-commit.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import type { PacAuthorisation } from '../../adapters/pac/index.ts';
import { recordSystemAuditEvents } from '../audit/index.ts';
import { documentEmailQueue, isEmailedOnAuthorisation } from '../voucher-downloads/index.ts';
import { notifyWebhooks } from '../webhook-events/index.ts';
import { recordAuthorised, recordAuthorisedGroup } from './send-document-repository.ts';

type Authorisation = {
  ctx: AppContext;
  id: string;
  authorisation: PacAuthorisation;
  protocolXml: string | null;
  /** A document the PAC signed (the integration API): its CUFE and XML become the document's of record. */
  signedByPac: { cufe: string; signedXml: string; digestValue: string } | undefined;
  at: Date;
};

/**
 * One recorder per database, shared by every send of the process. A document is recorded only while it
 * is pending, so writing a failed group's authorisations again one by one records each once.
 */
const recordInGroups = groupCommit<Authorisation, void>({
  max: 64,
  write: async (group) => {
    await write(group);
    return group.map(() => undefined);
  },
  writesAgain: () => true,
});

/**
 * Records the PAC's authorisation of a document with its e-mail job, its webhook deliveries and its audit
 * event, and resolves once they are committed (ADR 0182). The answers that come back while a group is being
 * written wait and are written together next: one transaction, one update of the documents, one insert of
 * their e-mail jobs, one webhook look-up per company and one append per company's audit chain for the whole
 * group, where each document took a transaction of its own before. Each document is still recorded only
 * while it is pending, so exactly-once is decided as before; a group that fails is written again one
 * document at a time, so one document's failure is its own.
 */
export function recordAuthorisation(
  ctx: AppContext,
  id: string,
  authorisation: PacAuthorisation,
  protocolXml: string | null,
  signedByPac?: { cufe: string; signedXml: string; digestValue: string },
): Promise<void> {
  return recordInGroups(ctx.db, 'authorisations', {
    ctx,
    id,
    authorisation,
    protocolXml,
    signedByPac,
    at: ctx.now(),
  });
}

function warningsOf(authorisation: PacAuthorisation): string | null {
  return authorisation.warnings.length
    ? authorisation.warnings.map((warning) => `${warning.code} - ${warning.message}`).join('\n')
    : null;
}

async function write(group: readonly Authorisation[]): Promise<void> {
  const [first] = group;
  if (!first) return;
  const { ctx } = first;
  // The audit events come last: they lock the companies' chain heads until the commit, and every other
  // authorisation of those companies waits on them.
  await runInTransaction(ctx.db, async (trx) => {
    const authorised = new Map(
      (
        await recordAuthorisedGroup(
          trx,
          group
            .filter((item) => !item.signedByPac)
            .map((item) => ({
              id: item.id,
              protocol: item.authorisation.protocol,
              processedAt: item.authorisation.processedAt,
              protocolXml: item.protocolXml,
              warnings: warningsOf(item.authorisation),
            })),
        )
      ).map((row) => [row.id, row]),
    );
    for (const item of group) {
      if (!item.signedByPac) continue;
      const row = await recordAuthorised(trx, item.id, {
        protocol: item.authorisation.protocol,
        processedAt: item.authorisation.processedAt,
        protocolXml: item.protocolXml,
        warnings: warningsOf(item.authorisation),
        signedByPac: item.signedByPac,
      });
      if (row) authorised.set(item.id, { ...row, id: item.id });
    }
    const recorded = group.flatMap((item) => {
      const row = authorised.get(item.id);
      return row ? [{ item, row }] : [];
    });
    await ctx.queue.enqueueMany(
      trx,
      documentEmailQueue,
      recorded.filter(({ row }) => isEmailedOnAuthorisation(row)).map(({ row }) => ({ documentId: row.id })),
    );
    const lookups = new Map<string, Promise<{ id: number }[]>>();
    for (const { row } of recorded) {
      await notifyWebhooks(
        ctx,
        trx,
        { event: 'documento.autorizado', documentId: row.id, companyRuc: row.company_ruc },
        lookups,
      );
    }
    await recordSystemAuditEvents(
      trx,
      recorded.map(({ item, row }) => ({
        companyRuc: row.company_ruc,
        kind: 'DOCUMENT_AUTHORISED',
        at: item.at,
        subject: row.cufe,
        details: { tipo: row.doc_type, numero: row.number, protocolo: item.authorisation.protocol },
      })),
    );
  });
}
