import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoInvoiceBody, findDemoIds } from '../../../test/support/demo-invoice.ts';
import { issueDocument, waitForDocument } from '../../../test/support/issued-documents.ts';
import { waitForMail } from '../../../test/support/smtp-capture.ts';
import { createTestClock } from '../../../test/support/test-clock.ts';
import { serveMailingTestServer } from '../../../test/support/test-server.ts';

// The server's clock: a test moves it forward to let a link expire.
const clock = createTestClock();
/** A demo customer with documents: its RUC, DV and the e-mail the demo company has on file. */
let receiver: { ruc: string; dv: string; email: string };

const sameAnswer = {
  mensaje:
    'Si ese correo está registrado para ese RUC por algún emisor de Facturar, en unos minutos recibirá un enlace para ingresar. El enlace vence en 15 minutos y sirve una sola vez.',
};
const linkInvalid = 'El enlace no es válido, ya fue usado o venció. Solicite uno nuevo.';

const server = serveMailingTestServer(
  {
    VERIFY_RATE_LIMIT_PER_MINUTE: '1000',
    RECEIVER_LINKS_PER_EMAIL_PER_HOUR: '10',
    RECEIVER_LINKS_PER_RUC_PER_HOUR: '14',
  },
  { now: clock.now },
);

beforeAll(async () => {
  const customer = await server.ctx.db
    .selectFrom('customers')
    .select(['identification', 'dv', 'email'])
    .where('identification', '=', '155601234-2-2015')
    .where('company_ruc', '=', '155596713-2-2015')
    .executeTakeFirstOrThrow();
  receiver = { ruc: customer.identification, dv: customer.dv ?? '', email: customer.email ?? '' };
});

function requestLink(ruc: string, dv: string, correo: string) {
  return server.request({
    method: 'POST',
    url: '/api/publico/receptor/enlace',
    payload: { ruc, dv, correo },
  });
}

function signIn(enlace: string) {
  return server.request({ method: 'POST', url: '/api/publico/receptor/ingreso', payload: { enlace } });
}

/** Asks for a link for the demo receiver and reads its token from the e-mail the worker sends. */
async function mailedLink(): Promise<string> {
  const before = server.mail.messages.length;
  const answer = await requestLink(receiver.ruc, receiver.dv, receiver.email.toUpperCase());
  expect(answer.statusCode, answer.body).toBe(200);
  // The receiver also gets its documents' e-mails: the link's is the one with its subject.
  let mail = await waitForMail(server.mail.messages, receiver.email, 10_000, before);
  while (mail.subject !== 'Facturar: su enlace al portal de receptores') {
    mail = await waitForMail(
      server.mail.messages,
      receiver.email,
      10_000,
      server.mail.messages.indexOf(mail) + 1,
    );
  }
  const token = /\/receptor\?enlace=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no link in the mail: ${mail.text ?? ''}`);
  return token;
}

/** Authorised and cancelled documents, issued to the portal's receiver (`=`) or to anyone else (`!=`). */
function portalDocuments(receiverIs: '=' | '!=') {
  return server.ctx.db
    .selectFrom('documents')
    .select(['id', 'cufe'])
    .where('receiver_identification', receiverIs, receiver.ruc)
    .where('status', 'in', ['AUT', 'ANU'])
    .orderBy('id');
}

async function portalToken(): Promise<string> {
  const session = await signIn(await mailedLink());
  expect(session.statusCode, session.body).toBe(200);
  return (session.json() as { accessToken: string }).accessToken;
}

/** The names inside a ZIP, as `zipinfo` lists them. */
function unzipNames(zip: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'portal-zip-'));
  try {
    writeFileSync(join(dir, 'portal.zip'), zip);
    return execFileSync('zipinfo', ['-1', join(dir, 'portal.zip')], { encoding: 'utf8' })
      .trim()
      .split('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the receivers’ portal: signing in by a mailed link', () => {
  it('answers alike whether the RUC and e-mail are on file, and mails a link only to one that is', async () => {
    const before = server.mail.messages.length;
    const known = await requestLink(receiver.ruc, receiver.dv, receiver.email);
    const unknownAddress = await requestLink(receiver.ruc, receiver.dv, 'alguien@otro.test');
    const wrongDv = await requestLink(receiver.ruc, '1', receiver.email);
    for (const answer of [known, unknownAddress, wrongDv]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual(sameAnswer);
    }
    await waitForMail(server.mail.messages, receiver.email, 10_000, before);
    expect(
      server.mail.messages.slice(before).flatMap((mail) => [mail.to].flat().map((to) => to?.text)),
    ).not.toContain('alguien@otro.test');
    const stored = await server.ctx.db
      .selectFrom('receiver_portal_links')
      .select('token_hash')
      .where('email', '=', receiver.email)
      .execute();
    // Only the token's hash is kept: the link in the mail is not in the database.
    const mailed = server.mail.messages
      .slice(before)
      .map((mail) => mail.text ?? '')
      .join('\n');
    for (const row of stored) if (row.token_hash) expect(mailed).not.toContain(row.token_hash);

    const bad = await requestLink('155601234-2-2015', 'x', 'no-es-correo');
    expect(bad.statusCode).toBe(400);
  });

  it('signs in once with a link, and refuses a used or expired one', async () => {
    const token = await mailedLink();
    const session = await signIn(token);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({
      ruc: receiver.ruc,
      tokenType: 'Bearer',
      esEmpresaFacturar: false,
    });
    const again = await signIn(token);
    expect(again.statusCode).toBe(401);
    expect((again.json() as { apierror: { mensaje: string } }).apierror.mensaje).toBe(linkInvalid);

    const late = await mailedLink();
    clock.offsetMs = 16 * 60_000;
    try {
      const expired = await signIn(late);
      expect(expired.statusCode).toBe(401);
      expect((expired.json() as { apierror: { mensaje: string } }).apierror.mensaje).toBe(linkInvalid);
    } finally {
      clock.offsetMs = 0;
    }
    expect((await signIn('A'.repeat(43))).statusCode).toBe(401);
    expect((await signIn('corto')).statusCode).toBe(400);
  });

  it('limits link requests per e-mail address and per RUC, for pairs on file or not alike', async () => {
    const answers = [];
    for (let index = 0; index < 11; index++) {
      answers.push((await requestLink(`8-111-${2000 + index}`, '33', 'limite@correo.test')).statusCode);
    }
    expect(answers).toEqual([...Array<number>(10).fill(200), 429]);
    const perRuc = [];
    for (let index = 0; index < 15; index++) {
      perRuc.push((await requestLink('8-333-4444', '12', `uno${index}@correo.test`)).statusCode);
    }
    expect(perRuc).toEqual([...Array<number>(14).fill(200), 429]);
    const limited = await requestLink('8-333-4444', '12', 'otro@correo.test');
    expect((limited.json() as { apierror: { mensaje: string } }).apierror.mensaje).toBe(
      'Se solicitaron demasiados enlaces para ese RUC o ese correo. Espere una hora e intente de nuevo.',
    );
  });
});

describe('the receivers’ portal: documents issued to the RUC', () => {
  beforeAll(async () => {
    // One document to the receiver and one to another customer of the same issuer.
    const token = await server.login('adm@demo.facturar.test');
    const ids = await findDemoIds(server.ctx.db);
    const own = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    const other = await issueDocument(server, token, {
      ...(await demoInvoiceBody(server.ctx.db)),
      idAsignacionEmpresaCliente: ids.customers['155698234-2-2019'],
    });
    for (const doc of [own, other]) {
      await waitForDocument(server, token, doc, (row) => row.estadoAutorizacion === 'AUT');
    }
  });

  it('lists every authorised or cancelled document issued to the RUC, and nothing of other RUCs', async () => {
    const token = await portalToken();
    const listed = await server.as(token).get('/api/receptor/comprobantes');
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = (
      listed.json() as { content: { cufe: string; emisor: { razonSocial: string }; estado: string }[] }
    ).content;
    const expected = await portalDocuments('=').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.cufe).sort()).toEqual(expected.map((row) => row.cufe).sort());
    expect(rows[0]?.emisor.razonSocial).toBe('Comercializadora Demo Facturar, S.A.');
    expect(rows.every((row) => ['Autorizado', 'Anulado'].includes(row.estado))).toBe(true);

    const empty = await server
      .as(token)
      .get('/api/receptor/comprobantes?fechaInicio=2001-01-01&fechaFin=2001-01-31');
    expect((empty.json() as { content: unknown[] }).content).toEqual([]);
    const backwards = await server
      .as(token)
      .get('/api/receptor/comprobantes?fechaInicio=2026-02-01&fechaFin=2026-01-01');
    expect(backwards.statusCode).toBe(400);
  });

  it('downloads its documents one by one and as a ZIP, never another RUC’s', async () => {
    const token = await portalToken();
    const own = await portalDocuments('=').executeTakeFirstOrThrow();
    const foreign = await portalDocuments('!=').executeTakeFirstOrThrow();
    const get = (path: string) => server.as(token).get(path);

    const xml = await get(`/api/receptor/comprobantes/${own.id}/xml`);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).toContain(receiver.ruc);
    const pdf = await get(`/api/receptor/comprobantes/${own.id}/cafe`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const path of [
      `/api/receptor/comprobantes/${foreign.id}/xml`,
      `/api/receptor/comprobantes/${foreign.id}/cafe`,
    ]) {
      const refused = await get(path);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain(foreign.cufe);
    }

    const zip = await server
      .as(token)
      .post('/api/receptor/comprobantes/zip', { ids: [Number(own.id), Number(foreign.id)] });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(unzipNames(zip.rawPayload).sort()).toEqual([`${own.cufe}.pdf`, `${own.cufe}.xml`]);
    const onlyForeign = await server
      .as(token)
      .post('/api/receptor/comprobantes/zip', { ids: [Number(foreign.id)] });
    expect(onlyForeign.statusCode).toBe(404);
    const byRange = await server
      .as(token)
      .post('/api/receptor/comprobantes/zip', { fechaInicio: '2000-01-01', fechaFin: '2100-12-31' });
    expect(byRange.statusCode, byRange.body).toBe(200);
    const names = unzipNames(byRange.rawPayload);
    expect(names).toContain(`${own.cufe}.xml`);
    expect(names).not.toContain(`${foreign.cufe}.xml`);
  });

  it('keeps portal and company sessions apart', async () => {
    const portal = await portalToken();
    const company = await server.login('adm@demo.facturar.test');
    const onCompanyCall = await server
      .as(portal)
      .get('/api/comprobantes/recibidos/155596713-2-2015?page=0&size=10');
    expect(onCompanyCall.statusCode).toBe(401);
    const onPortalCall = await server.as(company).get('/api/receptor/comprobantes');
    expect(onPortalCall.statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/receptor/comprobantes' })).statusCode).toBe(401);
  });
});
