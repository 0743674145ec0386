import { z } from 'zod';
import type { AppJob } from '../../app-context.ts';
import type { QueueDefinition } from '../../adapters/queue/job-queue.ts';
import { mailPortalLink } from './portal-link-mail.ts';

export type PortalLinkJob = { requestId: string };

/**
 * The receivers' portal sign-in link, checked and mailed by a worker: the request answers the same, equally
 * fast, whether an issuer has the RUC and e-mail on file or not (as the password recovery does).
 */
export const portalLinkQueue: QueueDefinition<PortalLinkJob> = {
  name: 'receiver-portal-link',
  payload: z.object({ requestId: z.string().min(1) }),
  retryLimit: 4,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 120,
  expireInSeconds: 120,
};

export const portalLinkJob: AppJob<PortalLinkJob> = {
  queue: portalLinkQueue,
  concurrency: 2,
  handle: (ctx, job) => mailPortalLink(ctx, job.requestId),
};
