import type { AppContext } from '../../app-context.ts';
import { groupCommit } from '../../adapters/db/group-commit.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import type { Trx } from './issuance-repository.ts';

/** A document ready to be numbered: what its transaction does, once the billing point is locked. */
type Numbering<O> = { ctx: AppContext; number: (trx: Trx) => Promise<O> };

/** Errors a group's commit threw: its documents may have been kept, so none is issued again. */
const failedCommits = new WeakSet<object>();

/**
 * The documents that wait on one billing point's lock are numbered and stored together, in one
 * transaction, one after the other in the order they came (ADR 0184): they share its `begin`, its `commit`
 * and the commit's flush to disk, which each paid under the lock before. A document refused inside the
 * group rolls the group back, and each is numbered again in a transaction of its own, so the refused one
 * gets its own answer and no number is lost or taken twice.
 */
const numberInGroups = groupCommit<Numbering<unknown>, unknown>({
  // A group holds the billing point's lock for every document in it, signatures included.
  max: 32,
  write: async (group) => {
    const [first] = group;
    if (!first) return [];
    let committing = false;
    try {
      return await runInTransaction(first.ctx.db, async (trx) => {
        const answers: unknown[] = [];
        for (const document of group) answers.push(await document.number(trx));
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

/** Numbers and stores a document on its billing point, with the others that wait on its lock. */
export function numberOnBillingPoint<O>(
  ctx: AppContext,
  billingPointId: number,
  number: (trx: Trx) => Promise<O>,
): Promise<O> {
  return numberInGroups(ctx.db, String(billingPointId), { ctx, number }) as Promise<O>;
}
