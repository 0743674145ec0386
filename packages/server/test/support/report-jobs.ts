import type { ReportJobStatus } from '@facturar/contracts';
import type { TestServer } from './test-server.ts';

/**
 * Reads a report job's status, as the reports screen does, until it is ready (LIS) or failed (ERR); after
 * `timeoutMs` answers the last status read, for the test to say what it expected.
 */
export async function waitForReportJob(
  server: TestServer,
  token: string,
  id: string,
  timeoutMs = 30_000,
): Promise<ReportJobStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await server.as(token).get(`/api/reporte/trabajos/${id}`)).json() as ReportJobStatus;
    if (status.estado === 'LIS' || status.estado === 'ERR' || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
