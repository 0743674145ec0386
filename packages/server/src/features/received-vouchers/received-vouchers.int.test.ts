import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accessKeyOf } from '@facturar/pac-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail as waitForSmtpMail, type CapturedMail } from '../../../test/support/smtp-capture.ts';
import { decodeClaims, serveMailingTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { createTestUser } from '../../../test/support/test-users.ts';
import { issueAuthorisedInvoice, type AuthorisedInvoice } from '../../../test/support/issued-documents.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';

type Receiver = { ruc: string; dv: string; name: string; email: string };

/** Contadores Asociados del Istmo: a company of the platform the demo company can invoice. */
const partnerCompany: Receiver = {
  ruc: '155612345-2-2016',
  dv: '20',
  name: 'Contadores Asociados del Istmo, S.A.',
  email: 'contacto@contadores-istmo.test',
};

/**
 * Has the demo company issue an invoice to `receiver` and waits until the PAC authorised it, so the PAC
 * holds a document the receiver can load as received.
 */
async function issueInvoiceTo(
  server: TestServer,
  token: string,
  receiver: Receiver,
): Promise<AuthorisedInvoice> {
  const existing = await server.ctx.db
    .selectFrom('customers')
    .select('id')
    .where('company_ruc', '=', demoRuc)
    .where('identification', '=', receiver.ruc)
    .executeTakeFirst();
  const customer =
    existing ??
    (await server.ctx.db
      .insertInto('customers')
      .values({
        company_ruc: demoRuc,
        receiver_type: '01',
        taxpayer_type: '2',
        identification: receiver.ruc,
        dv: receiver.dv,
        name: receiver.name,
        email: receiver.email,
        address: 'Calle 50, Obarrio, Panamá',
        phone: '223-4455',
        location_code: '8-8-7',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  return issueAuthorisedInvoice(server, token, { idAsignacionEmpresaCliente: customer.id });
}

let demoToken: string;
let token: string;
let assignment: number;
let first: AuthorisedInvoice;
let second: AuthorisedInvoice;
const workDir = mkdtempSync(join(tmpdir(), 'facturar-received-'));
const partnerRuc = partnerCompany.ruc;

const server = serveMailingTestServer();

beforeAll(async () => {
  demoToken = await server.login('adm@demo.facturar.test');
  await createTestUser(server.ctx.db, {
    accessName: 'compras@contadores.test',
    fullName: 'Compras Contadores',
    profile: 'ADM',
    state: 'ACT',
    companyRuc: partnerRuc,
  });
  token = await server.login('compras@contadores.test');
  assignment = Number(decodeClaims(token).sub);
  first = await issueInvoiceTo(server, demoToken, partnerCompany);
  second = await issueInvoiceTo(server, demoToken, partnerCompany);
}, 60_000);
afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
});

function load(key: string, as = token, extra = assignment) {
  return server.as(as).get(`/api/comprobante/recibido/${key}/${extra}`);
}

function upload(file: { name: string; type: string; content: string | Buffer } | null, company = partnerRuc) {
  const url = `/api/comprobante/recibido/archivo/${company}/${assignment}`;
  if (file) return server.as(token).upload(url, { ...file, content: Buffer.from(file.content) });
  // A form sent without its file: the multipart body closes at once.
  const boundary = '----facturar-test-boundary';
  return server
    .as(token)
    .post(url, `--${boundary}--\r\n`, { 'content-type': `multipart/form-data; boundary=${boundary}` });
}

function waitForMail(to: string): Promise<CapturedMail> {
  return waitForSmtpMail(server.mail.messages, to, 30_000);
}

const withoutDeclaration = (xml: string) => xml.replace(/^<\?xml[^?]*\?>\s*/, '').trim();

describe('loading a received voucher by access key', () => {
  it('stores the document the PAC holds for the company and lists it', async () => {
    const key = accessKeyOf(first.cufe);
    const response = await load(key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mensaje: `Clave ${key} almacenada con éxito` });

    const page = (await server.as(token).get(`/api/comprobantes/recibidos/${partnerRuc}`)).json();
    expect(page).toMatchObject({ totalElements: 1, number: 0, numberOfElements: 1, totalPages: 1 });
    const row = page.content[0].comprobanteElectronico;
    expect(row).toMatchObject({
      codigoEstablecimiento: '0000',
      puntoEmision: '001',
      razonSocialEmisor: 'Comercializadora Demo Facturar, S.A.',
      rucEmisor: '155596713-2-2015',
      claveAcceso: key,
      cufe: first.cufe,
      valorTotal: '109.05',
      tipoComprobanteElectronico: {
        codigoComprobante: '01',
        nombreComprobante: 'Factura_de_Operación_Interna',
      },
    });
    expect(row.fechaAutorizacion).not.toBeNull();

    const xml = await server.as(token).get(`/api/utilidades/generar/xml/${row.idComprobanteElectronico}`);
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="${first.cufe}.xml"`);
    expect(withoutDeclaration(xml.body)).toBe(withoutDeclaration(first.signedXml));
    const pdf = await server.as(token).get(`/api/utilidades/generar/ride/${row.idComprobanteElectronico}`);
    expect(pdf.statusCode).toBe(200);
    const path = join(workDir, 'received.pdf');
    writeFileSync(path, pdf.rawPayload);
    expect(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' })).toContain(
      'Comercializadora Demo Facturar',
    );
  });

  it('answers 409 when the key is already stored', async () => {
    const key = accessKeyOf(first.cufe);
    const response = await load(key);
    expect(response.statusCode).toBe(409);
    expect(response.json().apierror.mensaje).toBe(
      `Ya existe un comprobante registrado con la clave de acceso ${key}`,
    );
  });

  it('answers 404 for a key the PAC does not hold for the company', async () => {
    const unknown = '1'.repeat(49);
    const response = await load(unknown);
    expect(response.statusCode).toBe(404);
    expect(response.json().apierror.mensaje).toBe(
      `No se encontró en el PAC un comprobante emitido a su empresa con la clave de acceso ${unknown}`,
    );
    // The demo company issued it but did not receive it.
    const demoAssignment = Number(decodeClaims(demoToken).sub);
    expect((await load(accessKeyOf(second.cufe), demoToken, demoAssignment)).statusCode).toBe(404);
  });

  it('refuses a malformed key and another user’s assignment', async () => {
    const letters = await load('12345abc');
    expect(letters.statusCode).toBe(400);
    expect(letters.json().apierror.mensaje).toBe('Solo ingrese caracteres numéricos.');
    const short = await load('1'.repeat(48));
    expect(short.json().apierror.mensaje).toBe('La clave debe tener 49 caracteres.');
    const long = await load('1'.repeat(50));
    expect(long.json().apierror.mensaje).toBe('La clave debe tener 49 caracteres.');
    expect((await load('1'.repeat(49), token, assignment + 1000)).statusCode).toBe(403);
  });
});

describe('loading received vouchers from a key file', () => {
  it('stores the file’s keys in the background and e-mails the summary', async () => {
    const stored = accessKeyOf(first.cufe);
    const fresh = accessKeyOf(second.cufe);
    const unknown = '2'.repeat(49);
    const content = `${fresh}\r\n${stored}\n\n  ${unknown}  \nclave-mala\n${fresh}\n`;
    const response = await upload({ name: 'claves.txt', type: 'text/plain', content });
    expect(response.statusCode).toBe(200);
    expect(response.json().mensaje).toBe(
      'Archivo recibido. En unos minutos le llegará a su correo electrónico el resumen de la carga.',
    );
    const mail = await waitForMail('compras@contadores.test');
    expect(mail.subject).toBe('Resumen de la carga de comprobantes recibidos');
    expect(mail.text).toContain('Se procesó el archivo claves.txt con 4 clave(s) de acceso.');
    expect(mail.text).toContain('Almacenadas: 1. No almacenadas: 3.');
    expect(mail.text).toContain(`${fresh}: almacenada`);
    expect(mail.text).toContain(`${stored}: ya estaba registrada`);
    expect(mail.text).toContain(`${unknown}: no se encontró en el PAC un comprobante emitido a su empresa`);
    expect(mail.text).toContain('clave-mala: clave inválida (Solo ingrese caracteres numéricos.)');
    expect(
      (await server.as(token).get(`/api/comprobantes/recibidos/${partnerRuc}`)).json().totalElements,
    ).toBe(2);
  });

  it('accepts only a .txt under 1 MB in the field file, for the caller’s own company', async () => {
    const csv = await upload({ name: 'claves.csv', type: 'text/csv', content: '1' });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().apierror.mensaje).toBe('Solo se admiten archivos en formato txt.');
    const big = await upload({
      name: 'claves.txt',
      type: 'text/plain',
      content: Buffer.alloc(1_048_577, 49),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().apierror.mensaje).toBe('El peso máximo del archivo es de 1 Mb.');
    const none = await upload(null);
    expect(none.statusCode).toBe(400);
    expect(none.json().apierror.mensaje).toBe('Por favor cargue un archivo en formato txt.');
    const empty = await upload({ name: 'claves.txt', type: 'text/plain', content: '\n\n' });
    expect(empty.json().apierror.mensaje).toBe('El archivo no contiene claves de acceso.');
    const foreign = await upload(
      { name: 'claves.txt', type: 'text/plain', content: '1' },
      '155704849-2-2021',
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the received list and its search', () => {
  it('searches by type, issuer and number in the chosen year, and needs one parameter', async () => {
    const year = new Date().getFullYear();
    const search = (query: string) =>
      server.as(token).get(`/api/comprobantes/recibidos/busqueda/${partnerRuc}?${query}`);
    expect((await search(`codigoComprobante=01&anio=${year}`)).json().totalElements).toBe(2);
    expect((await search(`parametroReceptor=comercializadora&anio=${year}`)).json().totalElements).toBe(2);
    expect((await search(`parametroReceptor=zzz&anio=${year}`)).json().totalElements).toBe(0);
    expect((await search(`codigoComprobante=04&anio=${year}`)).json().content).toEqual([]);
    const none = await search('');
    expect(none.statusCode).toBe(400);
    expect(none.json().apierror.mensaje).toBe('Ingrese al menos un parámetro');
  });

  it('pages the list and keeps other companies out', async () => {
    const page = (
      await server.as(token).get(`/api/comprobantes/recibidos/${partnerRuc}?page=1&size=1`)
    ).json();
    expect(page).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, numberOfElements: 1 });
    expect((await server.as(demoToken).get(`/api/comprobantes/recibidos/${partnerRuc}`)).statusCode).toBe(
      404,
    );
  });
});

describe('loading a received voucher by its CUFE', () => {
  it('fetches the document with that CUFE from the PAC (feConsFE), once, when it is addressed to the company', async () => {
    const third = await issueInvoiceTo(server, demoToken, partnerCompany);
    const response = await load(third.cufe);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ mensaje: `Clave ${third.cufe} almacenada con éxito` });
    const page = (await server.as(token).get(`/api/comprobantes/recibidos/${partnerRuc}?size=50`)).json();
    const rows = page.content.map(
      (row: { comprobanteElectronico: { cufe: string } }) => row.comprobanteElectronico,
    );
    expect(rows.filter((row: { cufe: string }) => row.cufe === third.cufe)).toHaveLength(1);
    // The same document by its 49-digit key, or by its CUFE again, is already there.
    expect((await load(accessKeyOf(third.cufe))).statusCode).toBe(409);
    expect((await load(third.cufe)).statusCode).toBe(409);
    // The demo company issued it: it is not addressed to it.
    const demoAssignment = Number(decodeClaims(demoToken).sub);
    expect((await load(third.cufe, demoToken, demoAssignment)).statusCode).toBe(406);
  });

  it('checks a CUFE’s form and check digit', async () => {
    const bad = `${first.cufe.slice(0, -1)}${(Number(first.cufe.slice(-1)) + 1) % 10}`;
    const response = await load(bad);
    expect(response.statusCode).toBe(400);
    expect(response.json().apierror.mensaje).toMatch(/^El dígito verificador del CUFE no es correcto/);
  });
});
