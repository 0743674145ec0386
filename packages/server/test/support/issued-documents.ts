import type { TestServer } from './test-server.ts';
import { bearer } from './test-server.ts';

export async function issueDocument(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
): Promise<{ id: string; cufe: string }> {
  const response = await server.request({
    method: 'POST',
    url: '/api/generacion/comprobantes',
    headers: bearer(token),
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`generation → ${response.statusCode} ${response.body}`);
  return server.ctx.db
    .selectFrom('documents')
    .select(['id', 'cufe'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** Polls the stored document until `accept` holds, as the pending list would show it. */
export async function waitForDocument(
  server: TestServer,
  id: string,
  accept: (row: { status: string; pending_state: number | null }) => boolean,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await server.ctx.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (accept(row)) return row;
    if (Date.now() > deadline)
      throw new Error(
        `document ${id}: status ${row.status}, pending ${row.pending_state}, ${row.result_message}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
