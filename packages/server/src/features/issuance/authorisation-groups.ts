import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../adapters/db/open-database.ts';
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
  resolve: () => void;
  reject: (error: unknown) => void;
};

type Recorder = { waiting: Authorisation[]; writing: boolean };

/** The most authorisations one transaction records: enough to share its commit widely, few enough to stay short. */
const MAX_GROUP = 64;

/** One recorder per database, shared by every send of the process. */
const recorders = new WeakMap<Db, Recorder>();

/**
 * Records the PAC's authorisation of a document with its e-mail job, its webhook deliveries and its audit
 * event, and resolves once they are committed (ADR 0182). The answers that come back while a group is being
 * written wait and are written together next: one transaction, one update of the documents, one webhook
 * look-up per company and one append per company's audit chain for the whole group, where each document
 * took a transaction of its own before. Each document is still recorded only while it is pending, so
 * exactly-once is decided as before; a group that fails is written again one document at a time, so one
 * document's failure is its own.
 */
export function recordAuthorisation(
  ctx: AppContext,
  id: string,
  authorisation: PacAuthorisation,
  protocolXml: string | null,
  signedByPac?: { cufe: string; signedXml: string; digestValue: string },
): Promise<void> {
  const recorder = recorderOf(ctx.db);
  return new Promise((resolve, reject) => {
    recorder.waiting.push({
      ctx,
      id,
      authorisation,
      protocolXml,
      signedByPac,
      at: ctx.now(),
      resolve,
      reject,
    });
    if (!recorder.writing) {
      recorder.writing = true;
      // The answers that arrive in this turn of the event loop join the first group.
      setImmediate(() => void writeWaiting(recorder));
    }
  });
}

function recorderOf(db: Db): Recorder {
  const known = recorders.get(db);
  if (known) return known;
  const made: Recorder = { waiting: [], writing: false };
  recorders.set(db, made);
  return made;
}

async function writeWaiting(recorder: Recorder): Promise<void> {
  try {
    while (recorder.waiting.length > 0) await writeGroup(recorder.waiting.splice(0, MAX_GROUP));
  } finally {
    recorder.writing = false;
  }
}

async function writeGroup(group: Authorisation[]): Promise<void> {
  try {
    await write(group);
    for (const item of group) item.resolve();
  } catch (error) {
    const [only] = group;
    if (group.length === 1 && only) return only.reject(error);
    for (const item of group) await writeGroup([item]);
  }
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
    const lookups = new Map<string, Promise<{ id: number }[]>>();
    for (const { row } of recorded) {
      if (isEmailedOnAuthorisation(row))
        await ctx.queue.enqueue(trx, documentEmailQueue, { documentId: row.id });
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
