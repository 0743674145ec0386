import type { AppContext } from '../../app-context.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import { periodicJob } from '../../periodic-job.ts';
import { notifyWebhooks } from '../webhook-events/index.ts';
import { claimDocumentsInDoubt } from './send-document-repository.ts';

/** Documents reported per transaction: a long outage is worked off in batches, each committed. */
const batchSize = 200;

/**
 * Reports `documento.en_duda` for every document still waiting for the PAC after WEBHOOK_DOUBT_MINUTES
 * (ADR 0110), once per document: the claim and the deliveries are one transaction, so a sweep that dies
 * leaves the document to the next one. Whether the PAC is down, slow or the worker stopped, the document's
 * age is what counts: the point of sale only knows it has no answer yet.
 */
export async function reportDocumentsInDoubt(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - ctx.config.webhookDoubtMinutes * 60_000);
  let reported = 0;
  for (;;) {
    const claimed = await runInTransaction(ctx.db, async (trx) => {
      const ids = await claimDocumentsInDoubt(trx, { cutoff, now: ctx.now(), limit: batchSize });
      for (const documentId of ids)
        await notifyWebhooks(ctx, trx, { event: 'documento.en_duda', documentId });
      return ids.length;
    });
    reported += claimed;
    if (claimed < batchSize) return reported;
  }
}

// Every minute: a document is reported within a minute of crossing the setting.
export const documentDoubtJob = periodicJob(
  {
    name: 'document-doubt',
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryDelayMaxSeconds: 60,
    expireInSeconds: 300,
    heartbeatSeconds: 30,
  },
  '* * * * *',
  reportDocumentsInDoubt,
);
