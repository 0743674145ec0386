import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAuthorisedInvoice, type AuthorisedInvoice } from '../../../test/support/issued-documents.ts';
import { waitForMail as waitForSmtpMail, type CapturedMail } from '../../../test/support/smtp-capture.ts';
import { serveMailingTestServer } from '../../../test/support/test-server.ts';
import { signInOtherCompanyAdmin } from '../../../test/support/test-users.ts';
import { createDocumentCopies } from '../../../test/support/stored-documents.ts';
import { verifySignature } from '../../adapters/signing/index.ts';

let token: string;
let otherToken: string;
let invoice: AuthorisedInvoice;
const workDir = mkdtempSync(join(tmpdir(), 'facturar-downloads-'));

const server = serveMailingTestServer();

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
  otherToken = await signInOtherCompanyAdmin(server);
  invoice = await issueAuthorisedInvoice(server, token);
}, 60_000);
afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
});

function textOfPdf(pdf: Buffer): string {
  const path = join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

function waitForMail(to: string): Promise<CapturedMail> {
  return waitForSmtpMail(server.mail.messages, to, 20_000);
}

describe('XML and CAFE downloads', () => {
  it('hands out the signed XML, named by the CUFE, whose signature holds', async () => {
    const response = await server.as(token).get(`/api/utilidades/generar/xml/${invoice.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice.cufe}.xml"`);
    expect(response.body).toContain(`<dId>${invoice.cufe}</dId>`);
    expect(verifySignature(response.body).ok).toBe(true);
  });

  it('prints the CAFE with the chosen template, and with the document’s own without one', async () => {
    const roll = await server.as(token).get(`/api/utilidades/generar/ride/${invoice.id}?codigoPlantilla=02`);
    expect(roll.statusCode).toBe(200);
    expect(roll.headers['content-type']).toBe('application/pdf');
    expect(roll.headers['content-disposition']).toBe(`inline; filename="${invoice.cufe}.pdf"`);
    const text = textOfPdf(roll.rawPayload);
    expect(text).toContain('Comprobante Auxiliar de Factura Electrónica');
    expect(text).toContain('Protocolo de autorización');
    expect(text.replace(/ /g, '')).toContain(invoice.cufe);

    const own = await server.as(token).get(`/api/utilidades/generar/ride/${invoice.id}`);
    expect(own.statusCode).toBe(200);
    expect(textOfPdf(own.rawPayload)).toContain('Distribuidora del Canal');
  });

  it('refuses a template that does not exist', async () => {
    const response = await server
      .as(token)
      .get(`/api/utilidades/generar/ride/${invoice.id}?codigoPlantilla=99`);
    expect(response.statusCode).toBe(400);
    expect(response.json().apierror.mensaje).toBe('La plantilla indicada no existe.');
  });

  it('answers 404 for another company’s document and for one that does not exist, 400 for a bad id', async () => {
    for (const url of [
      `/api/utilidades/generar/xml/${invoice.id}`,
      `/api/utilidades/generar/ride/${invoice.id}`,
      `/api/reenvio/comprobante/correos/${invoice.id}`,
    ]) {
      const response = await server.as(otherToken).get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().apierror.mensaje).toBe('No se encontró el comprobante.');
    }
    expect((await server.as(token).get('/api/utilidades/generar/xml/987654321')).statusCode).toBe(404);
    expect((await server.as(token).get('/api/utilidades/generar/xml/abc')).statusCode).toBe(400);
  });
});

describe('ZIP of the selected documents', () => {
  it('holds the XML and the CAFE PDF of each of 500 documents', async () => {
    const copies = await createDocumentCopies(server.ctx.db, invoice.id, 499);
    const ids = [Number(invoice.id), ...copies.map(Number)];
    const response = await server.as(token).post('/api/utilidades/generar/zip', { idComprobantes: ids });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Facturar-Comprobantes-Electronicos.zip"',
    );
    const zipPath = join(workDir, 'five-hundred.zip');
    writeFileSync(zipPath, response.rawPayload);
    const names = execFileSync('zipinfo', ['-1', zipPath], { encoding: 'utf8' }).trim().split('\n');
    expect(names).toHaveLength(1000);
    expect(names.slice(0, 2)).toEqual([`${invoice.cufe}.xml`, `${invoice.cufe}.pdf`]);
    expect(names.at(-1)).toBe(`${invoice.cufe}-499.pdf`);
    const xml = execFileSync('unzip', ['-p', zipPath, `${invoice.cufe}-250.xml`], { encoding: 'utf8' });
    expect(xml).toBe(invoice.signedXml);
    const pdf = execFileSync('unzip', ['-p', zipPath, `${invoice.cufe}-499.pdf`]);
    expect(textOfPdf(pdf)).toContain('Comprobante Auxiliar de Factura Electrónica');
    expect(() => execFileSync('unzip', ['-tq', zipPath])).not.toThrow();
  }, 120_000);

  it('leaves out other companies’ documents and says so when none is left', async () => {
    const response = await server
      .as(otherToken)
      .post('/api/utilidades/generar/zip', { idComprobantes: [Number(invoice.id)] });
    expect(response.statusCode).toBe(404);
    expect(response.json().apierror.mensaje).toBe('No existen datos para el/los comprobantes seleccionados');
    expect(
      (await server.as(token).post('/api/utilidades/generar/zip', { idComprobantes: [] })).statusCode,
    ).toBe(400);
  });
});

describe('e-mail of documents', () => {
  it('e-mails an authorised document with electronic CAFE delivery to its receiver', async () => {
    const mail = await waitForMail('compras@distcanal.test');
    expect(mail.subject).toContain('Factura de Operación Interna');
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      `${invoice.cufe}.xml`,
      `${invoice.cufe}.pdf`,
    ]);
    expect(mail.attachments[0]?.content.toString('utf8')).toBe(invoice.signedXml);
  });

  it('lists the receiver’s addresses and resends to the chosen ones with the XML and the PDF', async () => {
    const emails = await server.as(token).get(`/api/reenvio/comprobante/correos/${invoice.id}`);
    expect(emails.json()).toEqual(['compras@distcanal.test']);
    const response = await server.as(token).post('/api/reenvio/comprobante/electronico?codigoPlantilla=02', {
      correos: ['contabilidad@cliente.test', 'gerencia@cliente.test'],
      idComprobanteElectronico: Number(invoice.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mensaje: 'Comprobante reenviado con éxito' });
    const mail = await waitForMail('gerencia@cliente.test');
    expect([mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address))).toEqual([
      'contabilidad@cliente.test',
      'gerencia@cliente.test',
    ]);
    const [xml, pdf] = mail.attachments;
    expect(xml?.filename).toBe(`${invoice.cufe}.xml`);
    expect(xml?.content.toString('utf8')).toBe(invoice.signedXml);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(textOfPdf(pdf!.content)).toContain('Comprobante Auxiliar de Factura Electrónica');
  });

  it('tells the receiver it was e-mailed to when the document is cancelled, with the stamped CAFE', async () => {
    // Issue 29: the customer learns of the cancellation as it learnt of the invoice.
    const cancelled = await issueAuthorisedInvoice(server, token);
    const response = await server.as(token).post('/api/eventos/anular/comprobante', {
      cufe: cancelled.cufe,
      motivo: 'Factura emitida por error en la prueba',
    });
    expect(response.statusCode, response.body).toBe(200);
    const cancellationMail = () =>
      server.mail.messages.find(
        (mail) => mail.subject?.startsWith('Anulación:') && mail.text?.includes(cancelled.cufe),
      );
    await expect.poll(cancellationMail, { timeout: 30_000 }).toBeDefined();
    const mail = cancellationMail()!;
    expect([mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address))).toEqual([
      'compras@distcanal.test',
    ]);
    expect(mail.subject).toMatch(/^Anulación: Factura de Operación Interna N\.º [\d-]+ de /);
    expect(mail.text).toContain('anuló el comprobante electrónico Factura de Operación Interna');
    expect(mail.text).toContain(`CUFE: ${cancelled.cufe}`);
    const [xml, pdf] = mail.attachments;
    expect(xml?.filename).toBe(`${cancelled.cufe}.xml`);
    expect(textOfPdf(pdf!.content)).toContain('ANULADO');
  });

  it('refuses an empty list, an invalid address and another company’s document', async () => {
    const id = Number(invoice.id);
    const empty = await server.as(token).post('/api/reenvio/comprobante/electronico', {
      correos: [],
      idComprobanteElectronico: id,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().apierror.mensaje).toBe('Ingrese al menos un correo electrónico');
    const invalid = await server.as(token).post('/api/reenvio/comprobante/electronico', {
      correos: ['no-es-correo'],
      idComprobanteElectronico: id,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().apierror.mensaje).toBe('El correo es inválido');
    const foreign = await server
      .as(otherToken)
      .post('/api/reenvio/comprobante/electronico', { correos: ['a@b.test'], idComprobanteElectronico: id });
    expect(foreign.statusCode).toBe(404);
  });
});
