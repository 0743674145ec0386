import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatPanamaDate } from '@facturar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInvoiceBody } from '../../../test/support/demo-invoice.ts';
import { issueDocument } from '../../../test/support/issued-documents.ts';
import { waitForMail } from '../../../test/support/smtp-capture.ts';
import { createTestCompany } from '../../../test/support/test-companies.ts';
import { decodeClaims, serveMailingTestServer } from '../../../test/support/test-server.ts';

let adm: string;
let workDir: string;

const server = serveMailingTestServer({ VERIFY_RATE_LIMIT_PER_MINUTE: '12' });

beforeAll(async () => {
  adm = await server.login('adm@demo.facturar.test');
  workDir = mkdtempSync(join(tmpdir(), 'facturar-quotes-'));
});
afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
});

type Quote = {
  idCotizacion: number;
  numero: string;
  estado: string;
  validaHasta: string;
  nombreReceptor: string;
  total: string;
  enviadaA: string | null;
  factura: { idComprobanteElectronico: number; numero: string } | null;
};

const formState = { customerMode: 'data', detalles: [{ descripcion: 'Nueces mixtas' }] };

function day(offsetDays: number): string {
  return formatPanamaDate(new Date(Date.now() + offsetDays * 86_400_000));
}

async function newDraft(token = adm): Promise<number> {
  const draft = await server.as(token).post('/api/borradores', {
    tipoDocumento: '01',
    estado: formState,
    nombreReceptor: 'Distribuidora del Canal, S.A.',
    total: '109.05',
  });
  return (draft.json() as { idBorrador: number }).idBorrador;
}

async function quoteOf(idBorrador: number, fechaValidez = day(15)) {
  return server.as(adm).post('/api/cotizaciones', {
    idBorrador,
    fechaValidez,
    comprobante: await demoInvoiceBody(server.ctx.db),
  });
}

function textOfPdf(pdf: Buffer): string {
  const path = join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

async function nextNumber(): Promise<string> {
  const assignment = String(decodeClaims(adm).sub);
  const answer = await server.as(adm).get(`/api/asignacion/secuencial/usuario/secuencial/${assignment}/01`);
  return (answer.json() as { secuencial: string }).secuencial;
}

function messageOf(response: { json(): unknown }): string {
  return (response.json() as { apierror: { mensaje: string } }).apierror.mensaje;
}

describe('quotes made from drafts', () => {
  it('numbers quotes in their own series and prints them as a CAFE with no fiscal value', async () => {
    const numberBefore = await nextNumber();
    const idBorrador = await newDraft();
    const first = await quoteOf(idBorrador);
    expect(first.statusCode, first.body).toBe(200);
    const quote = first.json() as Quote;
    expect(quote).toMatchObject({
      numero: 'COT-000001',
      estado: 'VIGENTE',
      nombreReceptor: 'Distribuidora del Canal, S.A.',
      total: '109.05',
      validaHasta: day(15),
      factura: null,
    });
    expect(((await quoteOf(idBorrador)).json() as Quote).numero).toBe('COT-000002');

    const pdf = await server.as(adm).get(`/api/cotizaciones/${quote.idCotizacion}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = textOfPdf(pdf.rawPayload);
    expect(text).toContain('COTIZACIÓN — sin valor fiscal');
    expect(text).toContain('COT-000001');
    expect(text).toContain(`válida hasta el ${day(15).split('-').reverse().join('-')}`);
    expect(text).not.toMatch(/FE01\d{20}/);
    // No fiscal number was taken: the user's next document still gets the number it had before.
    expect(await nextNumber()).toBe(numberBefore);
  });

  it('judges the form and the validity like a generation, with Spanish messages', async () => {
    const idBorrador = await newDraft();
    const past = await quoteOf(idBorrador, day(-1));
    expect(past.statusCode).toBe(400);
    expect(messageOf(past)).toBe('La fecha de validez no puede ser anterior a hoy.');
    const far = await quoteOf(idBorrador, day(400));
    expect(messageOf(far)).toBe('La fecha de validez no puede superar un año.');
    const badDay = await quoteOf(idBorrador, '2026-02-30');
    expect(messageOf(badDay)).toBe('Ingrese la fecha de validez como AAAA-MM-DD.');
    const noDraft = await quoteOf(999_999);
    expect(noDraft.statusCode).toBe(404);
    const broken = await server.as(adm).post('/api/cotizaciones', {
      idBorrador,
      fechaValidez: day(10),
      comprobante: { ...(await demoInvoiceBody(server.ctx.db)), detalles: [] },
    });
    expect(broken.statusCode, broken.body).toBe(400);
  });

  it('mails the quote with its PDF and is accepted into an invoice once, which it then names', async () => {
    const idBorrador = await newDraft();
    const quote = (await quoteOf(idBorrador)).json() as Quote;
    const sent = await server.as(adm).post(`/api/cotizaciones/${quote.idCotizacion}/envio`, {
      correos: ['compras@distcanal.test'],
    });
    expect(sent.json()).toEqual({ mensaje: 'Cotización enviada.' });
    const mail = await waitForMail(server.mail.messages, 'compras@distcanal.test', 20_000);
    expect(mail.subject).toBe(`Cotización ${quote.numero} de Comercializadora Demo Facturar, S.A.`);
    expect(mail.attachments.map((file) => file.filename)).toEqual([`${quote.numero}.pdf`]);
    expect(textOfPdf(mail.attachments[0]?.content ?? Buffer.alloc(0))).toContain(
      'COTIZACIÓN — sin valor fiscal',
    );

    const accepted = await server.as(adm).post(`/api/cotizaciones/${quote.idCotizacion}/aceptacion`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { idBorrador: invoiceDraft, tipoDocumento } = accepted.json() as {
      idBorrador: number;
      tipoDocumento: string;
    };
    expect(tipoDocumento).toBe('01');
    expect((await server.as(adm).get(`/api/borradores/${invoiceDraft}`)).json()).toMatchObject({
      estado: formState,
      nombreReceptor: 'Distribuidora del Canal, S.A.',
    });
    const again = await server.as(adm).post(`/api/cotizaciones/${quote.idCotizacion}/aceptacion`);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('La cotización ya fue aceptada.');

    const document = await issueDocument(server, adm, await demoInvoiceBody(server.ctx.db));
    await server.as(adm).post(`/api/borradores/${invoiceDraft}/emitido`, {
      idComprobanteElectronico: Number(document.id),
    });
    const listed = ((await server.as(adm).get('/api/cotizaciones')).json() as { cotizaciones: Quote[] })
      .cotizaciones;
    const invoiced = listed.find((row) => row.idCotizacion === quote.idCotizacion);
    expect(invoiced).toMatchObject({ estado: 'FACTURADA', enviadaA: 'compras@distcanal.test' });
    expect(invoiced?.factura?.idComprobanteElectronico).toBe(Number(document.id));
    expect(invoiced?.factura?.numero).toMatch(/^\d{4}-\d{3}-\d{10}$/);
  });

  it('keeps each company’s quotes to itself', async () => {
    const quote = (await quoteOf(await newDraft())).json() as Quote;
    const foreign = await server.login(
      await createTestCompany(server.ctx.db, {
        ruc: '155689012-2-2019',
        dv: '69',
        name: 'Servicios Logísticos Pacífico, S.A.',
      }),
    );
    expect((await server.as(foreign).get(`/api/cotizaciones/${quote.idCotizacion}/pdf`)).statusCode).toBe(
      404,
    );
    expect(
      (await server.as(foreign).post(`/api/cotizaciones/${quote.idCotizacion}/aceptacion`)).statusCode,
    ).toBe(404);
    const mail = await server.as(foreign).post(`/api/cotizaciones/${quote.idCotizacion}/envio`, {
      correos: ['x@y.test'],
    });
    expect(mail.statusCode).toBe(404);
    expect((await server.as(foreign).post(`/api/cotizaciones/${quote.idCotizacion}/enlace`)).statusCode).toBe(
      404,
    );
    expect((await server.as(foreign).get('/api/cotizaciones')).json()).toEqual({ cotizaciones: [] });
  });

  it('shares a quote like a document: one link with its message and QR, a public page and PDF, withdrawable', async () => {
    const quote = (await quoteOf(await newDraft())).json() as Quote;
    const share = (method: 'POST' | 'DELETE', token = adm) =>
      server.as(token).send(method, `/api/cotizaciones/${quote.idCotizacion}/enlace`);
    const first = await share('POST');
    expect(first.statusCode, first.body).toBe(200);
    const link = first.json() as { url: string; texto: string; whatsappUrl: string; qrSvg: string };
    expect(link.url).toMatch(/\/cot\/[A-Za-z0-9_-]{43}$/);
    expect(link.texto).toBe(
      `Comercializadora Demo Facturar, S.A. le envía su cotización ${quote.numero} por B/. 109.05, ` +
        `válida hasta el ${day(15).split('-').reverse().join('-')}. Véala y descárguela aquí: ${link.url}`,
    );
    expect(decodeURIComponent(link.whatsappUrl)).toBe(`https://wa.me/?text=${link.texto}`);
    expect(link.qrSvg).toContain('<svg');
    expect(((await share('POST')).json() as { url: string }).url).toBe(link.url);

    const publicPath = `/api/publico/cotizaciones/${link.url.slice(link.url.lastIndexOf('/') + 1)}`;
    const page = await server.request({ method: 'GET', url: publicPath });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({
      numero: quote.numero,
      aviso: 'COTIZACIÓN — sin valor fiscal',
      emisor: 'Comercializadora Demo Facturar, S.A.',
      rucEmisor: '155596713-2-2015',
      receptor: 'Distribuidora del Canal, S.A.',
      total: '109.05',
      validaHasta: day(15),
      estado: 'VIGENTE',
      creadaEl: expect.any(String),
    });
    const pdf = await server.request({ method: 'GET', url: `${publicPath}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(textOfPdf(pdf.rawPayload)).toContain('COTIZACIÓN — sin valor fiscal');

    const withdrawn = await share('DELETE');
    expect(withdrawn.json()).toEqual({
      mensaje: 'El enlace fue retirado. Quien lo tenga ya no podrá abrir la cotización.',
    });
    for (const path of [publicPath, `${publicPath}/pdf`]) {
      const gone = await server.request({ method: 'GET', url: path });
      expect(gone.statusCode).toBe(404);
      expect(messageOf(gone)).toBe('El enlace no existe o fue retirado por el emisor.');
    }
    expect((await server.request({ method: 'GET', url: '/api/publico/cotizaciones/corto' })).statusCode).toBe(
      400,
    );
    expect((await share('POST', '')).statusCode).toBe(401);
  });

  it('is reached, with drafts and schedules, by an API key that may issue, and by no other', async () => {
    const keyWith = async (permisos: string[]) => {
      const point = await server.ctx.db
        .selectFrom('billing_points')
        .select('id')
        .where('company_ruc', '=', '155596713-2-2015')
        .executeTakeFirstOrThrow();
      const made = await server.as(adm).post('/api/integraciones/155596713-2-2015/claves', {
        nombre: `Clave ${permisos.join(' ')}`,
        permisos,
        idSecuencial: point.id,
      });
      expect(made.statusCode, made.body).toBe(200);
      return (made.json() as { clave: string }).clave;
    };
    const issuing = await keyWith(['emitir']);
    const reading = await keyWith(['consultar']);
    const quote = (await quoteOf(await newDraft())).json() as Quote;
    for (const url of ['/api/borradores', '/api/cotizaciones', '/api/programaciones']) {
      expect((await server.as(issuing).get(url)).statusCode, url).toBe(200);
      expect((await server.as(reading).get(url)).statusCode, url).toBe(403);
    }
    const shared = await server.as(issuing).post(`/api/cotizaciones/${quote.idCotizacion}/enlace`);
    expect(shared.statusCode, shared.body).toBe(200);
  });
});
