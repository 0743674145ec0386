import type { AppContext } from '../../app-context.ts';
import { failedBeforeCommit, groupCommit, runGroupTransaction } from '../../adapters/db/group-commit.ts';
import { issuanceMessages, refuseGeneration } from './issuance-messages.ts';
import {
  documentInserts,
  takeVouchersAndNumbers,
  type DocumentRow,
  type Trx,
} from './issuance-repository.ts';
import { reportLowVouchersOnCrossing } from './low-voucher-notice.ts';
import { sendDocumentQueue, type SendDocumentJob } from './send-document-job.ts';

/** What the group took for one document: its voucher, number, id, and the balance after it. */
export type TakenNumber = {
  voucher: number | 'unlimited';
  number: string;
  documentId: string;
  /** The balance after this document (-1 = unlimited). */
  available: number;
};

/**
 * A note's referenced balance: checked under the locks before the note is numbered and recorded once it
 * is stored, so a second note of the same group sees the first.
 */
export type ReferenceWork = {
  check: (trx: Trx) => Promise<void>;
  record: (trx: Trx, documentId: string) => Promise<void>;
};

/** A document ready to be numbered: what is left to do once its billing point is locked. */
type Numbering<O> = {
  ctx: AppContext;
  ruc: string;
  billingPointId: number;
  /** Numbers and signs the document with what was taken for it: its row to store and its answer. */
  store: (taken: TakenNumber) => Promise<{ row: DocumentRow; answer: O }>;
  references?: ReferenceWork | undefined;
};

/**
 * The documents' numbers and vouchers, in one statement for a run (its documents ordered by billing point);
 * one at a time when the package to spend from holds fewer than the run (the rest then comes from the
 * next package).
 */
async function takeNumbers(trx: Trx, run: readonly Numbering<unknown>[]): Promise<TakenNumber[]> {
  const [first] = run;
  if (!first) return [];
  const { ctx, ruc } = first;
  const points: { billingPointId: number; count: number }[] = [];
  for (const { billingPointId } of run) {
    const last = points.at(-1);
    if (last?.billingPointId === billingPointId) last.count++;
    else points.push({ billingPointId, count: 1 });
  }
  const taken = await takeVouchersAndNumbers(trx, { ruc, now: ctx.now(), points });
  if (taken.outcome === 'split') {
    const each: TakenNumber[] = [];
    for (const document of run) each.push(...(await takeNumbers(trx, [document])));
    return each;
  }
  if (taken.outcome === 'none') throw refuseGeneration(issuanceMessages.noVouchers);
  const numbers = taken.numbers.map((number, step) => ({
    voucher: taken.voucher,
    number,
    documentId: taken.documentIds[step] as string,
    available: taken.voucher === 'unlimited' ? -1 : taken.available + (run.length - 1 - step),
  }));
  for (const { available } of numbers)
    await reportLowVouchersOnCrossing(ctx, trx, { ruc, available, inForceTotal: taken.inForceTotal });
  return numbers;
}

/**
 * The group's documents in runs numbered together: consecutive documents, except a note with references,
 * which is a run of its own (its check must see the notes stored before it).
 */
function runsOf<T extends { document: Numbering<unknown> }>(ordered: readonly T[]): T[][] {
  const runs: T[][] = [];
  for (const item of ordered) {
    const last = runs.at(-1);
    const previous = last?.at(-1)?.document;
    if (last && previous && !previous.references && !item.document.references) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

/**
 * A company's documents that wait to be numbered are numbered and stored together, in one transaction
 * (ADR 0184): they share its `begin`, its `commit` and the commit's flush to disk, and they take their
 * numbers in one statement and are stored with their sending jobs in another (ADR 0190). A document
 * refused inside the group rolls the group back, and each is numbered again in a transaction of its own,
 * so the refused one gets its own answer and no number is lost or taken twice.
 */
const numberInGroups = groupCommit<Numbering<unknown>, unknown>({
  // A group holds its billing points' and voucher package's locks for every document in it, signatures
  // included.
  max: 32,
  write: async (group) => {
    const [first] = group;
    if (!first) return [];
    // A group whose commit failed may have been kept: its documents are not issued again one by one.
    return runGroupTransaction(first.ctx.db, async (trx) => {
      // Billing points are locked in the order of their ids, whatever order the documents came in, so
      // two groups of one company (two processes) never wait on each other's points crosswise; each
      // point's documents keep the order they came in.
      const order = group
        .map((document, index) => ({ document, index }))
        .sort((a, b) => a.document.billingPointId - b.document.billingPointId);
      const answers: unknown[] = [];
      for (const run of runsOf(order)) {
        for (const { document } of run) await document.references?.check(trx);
        const taken = await takeNumbers(
          trx,
          run.map(({ document }) => document),
        );
        // The run's signatures are made at once on libuv's threads, while the event loop serves other calls.
        const stored = await Promise.all(
          run.map(({ document }, step) => document.store(taken[step] as TakenNumber)),
        );
        const rows = stored.map(({ row }) => row);
        // The documents are stored by their sending jobs' statement: one round trip for both.
        await first.ctx.queue.enqueueMany(
          trx,
          sendDocumentQueue,
          rows.map(({ id }) => ({ documentId: id }) satisfies SendDocumentJob),
          { alongside: documentInserts(trx, rows) },
        );
        for (const [step, { document, index }] of run.entries()) {
          await document.references?.record(trx, rows[step]?.id as string);
          answers[index] = stored[step]?.answer;
        }
      }
      return answers;
    });
  },
  writesAgain: failedBeforeCommit,
});

/**
 * Numbers and stores a document on its billing point, with the company's other documents that wait to
 * be numbered: its points' locks and its voucher packages' are taken by one transaction instead of one
 * each.
 */
export function numberOnBillingPoint<O>(
  ctx: AppContext,
  point: { ruc: string; billingPointId: number },
  document: {
    store: (taken: TakenNumber) => Promise<{ row: DocumentRow; answer: O }>;
    references?: ReferenceWork | undefined;
  },
): Promise<O> {
  return numberInGroups(ctx.db, point.ruc, {
    ctx,
    ruc: point.ruc,
    billingPointId: point.billingPointId,
    ...document,
  }) as Promise<O>;
}
