// The API calls journeys make to arrange their data (documents, as the emission form would issue them),
// and the readers of what a user takes away (e-mails in the outbox, PDF text, ZIP entries).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { demoPassword, demoRuc } from '@facturar/server/testing';

export { demoRuc };

export type ApiSession = {
  token: string;
  assignmentId: number;
  call<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T>;
  download(path: string): Promise<Buffer>;
};

export async function openApiSession(
  baseUrl: string,
  username = 'adm@demo.facturar.test',
): Promise<ApiSession> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword, codigoSistema: 'FACTURAR-WEB' }),
  });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };

  async function send(path: string, init: { method?: string; body?: unknown }): Promise<Response> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? null : JSON.stringify(init.body),
    });
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${await response.text()}`);
    return response;
  }

  return {
    token,
    assignmentId: Number(claims.sub),
    async call<T>(path: string, init: { method?: string; body?: unknown } = {}) {
      const text = await (await send(path, init)).text();
      return (text === '' ? undefined : JSON.parse(text)) as T;
    },
    async download(path: string) {
      return Buffer.from(await (await send(path, {})).arrayBuffer());
    },
  };
}

export type IssuedVoucher = { id: number; cufe: string; number: string };

type VoucherPage = {
  content: {
    comprobanteElectronico: { idComprobanteElectronico: number; cufe: string; numeroFactura: string };
  }[];
};

/** Issues one invoice of $. 10.70 (to a customer, or to the final consumer), as the emission form would. */
export async function issueInvoice(api: ApiSession, customerId = 0): Promise<void> {
  const [product] = await api.call<{ idProducto: number }[]>(
    `/admin/productos/buscar/${demoRuc}?parametroBusqueda=SRV-001`,
  );
  await api.call('/generacion/comprobantes', {
    method: 'POST',
    body: {
      tipoDocumento: '01',
      idAsignacionEmpresaUsuario: api.assignmentId,
      rucEmisor: demoRuc,
      idAsignacionEmpresaCliente: customerId,
      detalles: [
        { idProducto: product?.idProducto, cantidad: '1', precioProducto: '10.00', codigoItbms: '01' },
      ],
      formasPago: [{ codigo: '02', valor: '10.70' }],
      entregaCafe: '3',
      formatoCafe: '3',
      envioContenedorReceptor: '1',
      naturalezaOperacion: '01',
      tiempoPago: '1',
      tipoOperacion: '1',
    },
  });
}

/** The id of the newest authorised document, to wait for one issued after it (0 when none). */
export async function newestAuthorisedId(api: ApiSession): Promise<number> {
  const page = await api.call<VoucherPage>(`/comprobantes/autorizados/${demoRuc}?size=1`);
  return page.content[0]?.comprobanteElectronico.idComprobanteElectronico ?? 0;
}

/** Issues one invoice (to a customer, or to the final consumer) and waits until the PAC authorised it. */
export async function issueAuthorisedInvoice(api: ApiSession, customerId = 0): Promise<IssuedVoucher> {
  const newestBefore = await newestAuthorisedId(api);
  await issueInvoice(api, customerId);
  return waitForAuthorisedAfter(api, newestBefore);
}

/**
 * Waits until a document newer than `newestBefore` is in the authorised list, and gives it as the list
 * shows it (with a PAC that signs, its CUFE is the PAC's, not the provisional one the generation answered).
 */
export async function waitForAuthorisedAfter(api: ApiSession, newestBefore: number): Promise<IssuedVoucher> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const page = await api.call<VoucherPage>(`/comprobantes/autorizados/${demoRuc}?size=1`);
    const newest = page.content[0]?.comprobanteElectronico;
    if (newest && newest.idComprobanteElectronico > newestBefore) {
      return { id: newest.idComprobanteElectronico, cufe: newest.cufe, number: newest.numeroFactura };
    }
    if (Date.now() > deadline) throw new Error('the invoice was not authorised in time');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The newest e-mail in the outbox folder sent to `to`. */
/**
 * The newest e-mail in the outbox to `to` (with that subject, when given: journeys that run earlier mail the
 * same demo users, and the mail awaited may not have arrived yet).
 */
export async function findOutboxMail(
  outboxDir: string,
  to: string,
  timeoutMs = 15_000,
  subject?: string,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir).sort().reverse();
    } catch {
      // The folder appears with the first e-mail.
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(outboxDir, file)));
      const recipients = [mail.to ?? []]
        .flat()
        .flatMap((address) => address.value.map((entry) => entry.address));
      if (recipients.includes(to) && (subject === undefined || mail.subject === subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail in the outbox for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The text a reader sees in a PDF (poppler's pdftotext), spaces collapsed. */
export function readPdfText(path: string): string {
  return execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** The names of a ZIP's entries (Info-ZIP's zipinfo). */
export function listZipEntries(path: string): string[] {
  return execFileSync('zipinfo', ['-1', path], { encoding: 'utf8' }).trim().split('\n');
}

export function readZipEntry(path: string, name: string): Buffer {
  return execFileSync('unzip', ['-p', path, name]);
}

/**
 * Lets the PAC sandbox answer feConsRucDV while `work` runs: the e2e setup keeps that call unanswered so a
 * document to an unregistered customer reaches the DGI (global-setup.ts), but the bulk RUC check asks it.
 * Browser journeys run one file at a time, so the switch is theirs alone.
 */
export async function withRegistryAnswering<T>(pacUrl: string, work: () => Promise<T>): Promise<T> {
  await fetch(`${pacUrl}/admin/faults`, { method: 'DELETE' });
  try {
    return await work();
  } finally {
    await fetch(`${pacUrl}/admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'unavailable', services: ['feConsRucDV'] }),
    });
  }
}
