import { z } from 'zod';
import type { AppJob } from '../../app-context.ts';
import type { QueueDefinition } from '../../adapters/queue/job-queue.ts';
import { mailTemporaryPassword } from './recovery-mail.ts';

export type PasswordRecoveryJob = { recoveryId: string };

/**
 * The temporary password of a recovery, made and mailed by a worker: the recovery call answers the same,
 * equally fast, whether the user exists or not, and an SMTP outage is retried for a few minutes (the
 * temporary password expires anyway).
 */
export const passwordRecoveryQueue: QueueDefinition<PasswordRecoveryJob> = {
  name: 'password-recovery',
  payload: z.object({ recoveryId: z.string().min(1) }),
  retryLimit: 6,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 300,
  expireInSeconds: 120,
};

export const passwordRecoveryJob: AppJob<PasswordRecoveryJob> = {
  queue: passwordRecoveryQueue,
  concurrency: 2,
  handle: (ctx, job) => mailTemporaryPassword(ctx, job.recoveryId),
};
