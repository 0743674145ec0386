import type { AppContext } from '../../app-context.ts';
import { groupCommit } from '../../adapters/db/group-commit.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import type { Trx } from './issuance-repository.ts';

/** A document ready to be numbered: what its transaction does, once the billing point is locked. */
type Numbering<O> = { ctx: AppContext; billingPointId: number; number: (trx: Trx) => Promise<O> };

/** Errors a group's commit threw: its documents may have been kept, so none is issued again. */
const failedCommits = new WeakSet<object>();

/**
 * A company's documents that wait to be numbered are numbered and stored together, in one transaction,
 * one after the other (ADR 0184): they share its `begin`, its `commit` and the commit's flush to disk,
 * which each paid under the locks before. A document refused inside the group rolls the group back, and
 * each is numbered again in a transaction of its own, so the refused one gets its own answer and no
 * number is lost or taken twice.
 */
const numberInGroups = groupCommit<Numbering<unknown>, unknown>({
  // A group holds its billing points' and voucher package's locks for every document in it, signatures
  // included.
  max: 32,
  write: async (group) => {
    const [first] = group;
    if (!first) return [];
    let committing = false;
    try {
      return await runInTransaction(first.ctx.db, async (trx) => {
        // Billing points are locked in the order of their ids, whatever order the documents came in, so
        // two groups of one company (two processes) never wait on each other's points crosswise; each
        // point's documents keep the order they came in.
        const order = group
          .map((document, index) => ({ document, index }))
          .sort((a, b) => a.document.billingPointId - b.document.billingPointId);
        const answers: unknown[] = [];
        for (const { document, index } of order) answers[index] = await document.number(trx);
        committing = true;
        return answers;
      });
    } catch (error) {
      if (committing && typeof error === 'object' && error !== null) failedCommits.add(error);
      throw error;
    }
  },
  writesAgain: (error) => !(typeof error === 'object' && error !== null && failedCommits.has(error)),
});

/**
 * Numbers and stores a document on its billing point, with the company's other documents that wait to
 * be numbered: its points' locks and its voucher packages' are taken by one transaction instead of one
 * each.
 */
export function numberOnBillingPoint<O>(
  ctx: AppContext,
  point: { ruc: string; billingPointId: number },
  number: (trx: Trx) => Promise<O>,
): Promise<O> {
  return numberInGroups(ctx.db, point.ruc, {
    ctx,
    billingPointId: point.billingPointId,
    number,
  }) as Promise<O>;
}
