import { describe, expect, it } from 'vitest';
import { queuePolicies } from './job-registry.ts';

// ADR 0069, issue 24 (8): work acknowledged to a user resumes within about two minutes after its worker
// died. A queue whose one run may outlast that bound renews a heartbeat, so its expiry only bounds a run.
const resumeBoundSeconds = 120;

describe('the queues of docs/OPERATIONS.md', () => {
  it('renew a 30 s heartbeat whenever a job may run longer than the resume bound', () => {
    const unbounded = queuePolicies
      .filter((queue) => queue.expireInSeconds > resumeBoundSeconds)
      .filter((queue) => queue.heartbeatSeconds === undefined || queue.heartbeatSeconds > 30)
      .map((queue) => `${queue.name} (${queue.expireInSeconds} s)`);
    expect(unbounded).toEqual([]);
  });
});
