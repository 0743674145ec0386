import type { LightMyRequestResponse } from 'fastify';
import type { VoucherListKind, VoucherRow } from '@facturar/contracts';
import { demoInvoiceBody } from './demo-invoice.ts';
import { decodeClaims, type TestServer } from './test-server.ts';

export type IssuedDocument = { id: string; cufe: string };
/** A document as the issued lists show it (spec 001 §3), with the list it is in. */
export type ListedDocument = VoucherRow['comprobanteElectronico'] & { list: VoucherListKind };

/** 'Anular' of an issued document as the user of `token`, by default for a sale that did not happen. */
export function cancelDocument(
  server: TestServer,
  token: string,
  cufe: string,
  motivo = 'Operación no realizada: el cliente desistió de la compra.',
): Promise<LightMyRequestResponse> {
  return server.as(token).post('/api/eventos/anular/comprobante', { cufe, motivo });
}

const listByStatus: Record<string, VoucherListKind> = {
  PEN: 'pendientes',
  AUT: 'autorizados',
  NAU: 'noautorizados',
  ANU: 'anulados',
};

function expectOk(response: LightMyRequestResponse, call: string): LightMyRequestResponse {
  if (response.statusCode !== 200) throw new Error(`${call} → ${response.statusCode} ${response.body}`);
  return response;
}

/** The company's document with this CUFE, as the cancellation screen finds it (id and status). */
async function findByCufe(server: TestServer, token: string, cufe: string) {
  const response = await server.as(token).get(`/api/comprobante/buscar/cufe/${cufe}`);
  return expectOk(response, 'buscar/cufe').json() as { idComprobanteElectronico: number; estado: string };
}

/** The company's document a generation answered with, found by its CUFE. */
export async function findIssuedDocument(
  server: TestServer,
  token: string,
  cufe: string,
): Promise<IssuedDocument> {
  return { id: String((await findByCufe(server, token, cufe)).idComprobanteElectronico), cufe };
}

/** The generation call (`POST /api/generacion/comprobantes`) as the user of `token`; answers the response. */
export function postGeneration(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return server.as(token).post('/api/generacion/comprobantes', body, headers);
}

/** Issues a document through the API and finds its id by the CUFE the answer gives. */
export async function issueDocument(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<IssuedDocument> {
  const response = await postGeneration(server, token, body, headers);
  const { cufe } = expectOk(response, 'generation').json() as { cufe: string };
  return findIssuedDocument(server, token, cufe);
}

/** The document's row in the issued list its status puts it in, or undefined while it moves between lists. */
async function findListed(
  server: TestServer,
  token: string,
  doc: IssuedDocument,
): Promise<ListedDocument | undefined> {
  const list = listByStatus[(await findByCufe(server, token, doc.cufe)).estado];
  if (!list) return undefined;
  const ruc = String(decodeClaims(token).ruc);
  const response = await server.as(token).get(`/api/comprobantes/${list}/${ruc}?size=100`);
  const page = expectOk(response, list).json() as { content: VoucherRow[] };
  const row = page.content.find(
    (entry) => String(entry.comprobanteElectronico.idComprobanteElectronico) === doc.id,
  );
  return row && { ...row.comprobanteElectronico, list };
}

/**
 * Watches the issued lists, as a user would, until the document's row satisfies `accept`: its list and
 * `estadoAutorizacion` (AUT, NAU, ANU, or the pending state PEN, 4, 5, 11) tell where the PAC left it.
 */
export async function waitForDocument(
  server: TestServer,
  token: string,
  doc: IssuedDocument,
  accept: (row: ListedDocument) => boolean,
  timeoutMs = 30_000,
): Promise<ListedDocument> {
  const deadline = Date.now() + timeoutMs;
  let last: ListedDocument | undefined;
  for (;;) {
    last = (await findListed(server, token, doc)) ?? last;
    if (last && accept(last)) return last;
    if (Date.now() > deadline)
      throw new Error(
        `document ${doc.id}: ${last ? `${last.list} ${last.estadoAutorizacion} ${last.mensajeAutorizacion ?? last.mensajeProceso}` : 'not listed'}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The document's signed XML, as the XML download gives it. */
export async function downloadXml(server: TestServer, token: string, id: string): Promise<string> {
  const response = await server.as(token).get(`/api/utilidades/generar/xml/${id}`);
  return expectOk(response, 'xml').body;
}

export type AuthorisedInvoice = IssuedDocument & { signedXml: string };

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
  await waitForDocument(server, token, issued, (row) => row.estadoAutorizacion === 'AUT');
  return { ...issued, signedXml: await downloadXml(server, token, issued.id) };
}
