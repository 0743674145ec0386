import { issueDocument, waitForDocument } from './issued-documents.ts';
import { demoInvoiceBody } from './demo-invoice.ts';
import type { TestServer } from './test-server.ts';

export type AuthorisedInvoice = { id: string; cufe: string; signedXml: string };

/**
 * Has the demo company issue its small invoice (`extra` as in demoInvoiceBody) and waits until the PAC
 * authorised it, for tests that need a stored, signed document.
 */
export async function issueAuthorisedInvoice(
  server: TestServer,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<AuthorisedInvoice> {
  const issued = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db, extra));
  const row = await waitForDocument(server, issued.id, (doc) => doc.status === 'AUT');
  return { id: issued.id, cufe: issued.cufe, signedXml: row.signed_xml };
}
