import type { AppContext, AppJob } from '../app-context.ts';
import type { QueuePolicy } from '../adapters/queue/job-queue.ts';
import { passwordRecoveryJob } from '../features/auth/index.ts';
import { documentDoubtJob, documentMonthsJob, sendDocumentJob } from '../features/issuance/index.ts';
import { receivedBatchJob } from '../features/received-vouchers/index.ts';
import { portalLinkJob } from '../features/receiver-portal/index.ts';
import { cancellationEmailJob, documentEmailJob } from '../features/voucher-downloads/index.ts';
import { periodArchiveSweepJob, reportJob } from '../features/reports/index.ts';
import { welcomeMailJob } from '../features/users/index.ts';
import { bulkDocumentsJob } from '../features/bulk-documents/index.ts';
import { customerUploadJob } from '../features/customer-upload/index.ts';
import { certificateExpiryJob } from '../features/company-setup/index.ts';
import { webhookDeliveryJob } from '../features/integrations/index.ts';
import { recurringInvoiceJob } from '../features/recurring-invoices/index.ts';
import { paymentMailJob } from '../features/plans/index.ts';

type Registration = { queue: QueuePolicy; start(ctx: AppContext): Promise<void> };

function register<T extends object>(job: AppJob<T>): Registration {
  return {
    queue: job.queue,
    start: async (ctx) => {
      await ctx.queue.work(job.queue, (data, meta) => job.handle(ctx, data, meta), {
        concurrency: job.concurrency,
      });
      if (job.schedule) await ctx.queue.schedule(job.queue, job.schedule.cron, job.schedule.data);
    },
  };
}

// Every feature's job, in one place: each feature defines its queue and handler beside its service.
const registrations = [
  register(sendDocumentJob),
  register(documentEmailJob),
  register(cancellationEmailJob),
  register(receivedBatchJob),
  register(passwordRecoveryJob),
  register(portalLinkJob),
  register(reportJob),
  register(periodArchiveSweepJob),
  register(welcomeMailJob),
  register(bulkDocumentsJob),
  register(customerUploadJob),
  register(certificateExpiryJob),
  register(webhookDeliveryJob),
  register(documentDoubtJob),
  register(documentMonthsJob),
  register(recurringInvoiceJob),
  register(paymentMailJob),
];

/** Every queue the application uses, with its retry policy (created at start-up by every role). */
export const queuePolicies: readonly QueuePolicy[] = registrations.map((registration) => registration.queue);

/** Starts a worker for every queue (roles worker and all). */
export async function registerWorkers(ctx: AppContext): Promise<void> {
  for (const registration of registrations) await registration.start(ctx);
}
