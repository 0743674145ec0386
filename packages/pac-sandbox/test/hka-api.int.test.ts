import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkSignature } from '../src/dgi/signature-checker.ts';
import { hasValidCufeCheckDigit } from '../src/dgi/cufe-layout.ts';
import { startPacSandbox, type PacSandbox } from '../src/index.ts';
import { readXmlTree } from '../src/xml/xml-tree.ts';
import { consultDocument } from './support/soap-calls.ts';
import {
  callHka,
  datosDocumento,
  DEMO_TOKENS,
  documento,
  REGISTERED_CLIENT,
  send,
  SER,
  tokens,
} from './support/hka-calls.ts';

let sandbox: PacSandbox;
let clock = new Date();

const SMALL_COMPANY = {
  tokenEmpresa: 'pequena_ws_tfhka',
  tokenPassword: 'Peque-1!',
  ruc: '155777010-2-2026',
  name: 'Pequeña Empresa de Prueba, S.A.',
  foliosPerCycle: 1,
  licenceStart: '2026-01-15',
} as const;

beforeAll(async () => {
  sandbox = await startPacSandbox({
    now: () => clock,
    hka: { companies: [SMALL_COMPANY], mailDeliveryMs: 60_000 },
  });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  clock = new Date();
  sandbox.reset();
});

function call(method: string, parameters: string, serNamespace: string = SER.model) {
  return callHka(sandbox.hkaUrl, method, parameters, { serNamespace });
}

describe('Enviar', () => {
  it('builds, signs and authorises the document: 200 with the CUFE, the DGI’s QR URL and the protocol', async () => {
    const answer = await send(sandbox.hkaUrl, { number: '1' });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(
      '<EnviarResponse xmlns="http://tempuri.org/"><EnviarResult xmlns:a="http://schemas.datacontract.org/2004/07/Services.Response" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><a:codigo>200</a:codigo>',
    );
    expect(answer.text).toContain('<a:fechaLimite i:nil="true"/>');
    expect(answer.fields).toMatchObject({
      codigo: '200',
      resultado: 'procesado',
      mensaje: 'El documento se envió correctamente.',
      fechaLimite: null,
    });
    const cufe = answer.fields.cufe ?? '';
    expect(cufe).toMatch(/^FE0120000155596713-2-2015-590000\d{8}0000000001001012\d{10}$/);
    expect(hasValidCufeCheckDigit(cufe)).toBe(true);
    expect(answer.fields.qr).toMatch(
      new RegExp(
        `^https://dgi-fep-test\\.mef\\.gob\\.pa:40001/Consultas/FacturasPorQR\\?chFE=${cufe}&iAmb=2&digestValue=[A-Za-z0-9+/=]{44}&jwt=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`,
      ),
    );
    expect(answer.fields.nroProtocoloAutorizacion).toMatch(/^\d{20}$/);
    expect(answer.fields.fechaRecepcionDGI).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // The DGI behind the PAC holds it: its own service finds it with the protocol.
    expect((await consultDocument(sandbox.url, cufe)).codes).toEqual(['0422', '0260']);
  });

  it('answers a repeat of the number with 102 and the original authorisation, and uses no second folio', async () => {
    const first = await send(sandbox.hkaUrl, { number: '2' });
    const repeat = await send(sandbox.hkaUrl, { number: '0000000002' });
    expect(repeat.fields).toMatchObject({
      codigo: '102',
      resultado: 'error',
      mensaje: 'El documento está duplicado',
      cufe: first.fields.cufe,
      qr: first.fields.qr,
      fechaRecepcionDGI: first.fields.fechaRecepcionDGI,
      nroProtocoloAutorizacion: first.fields.nroProtocoloAutorizacion,
    });
    expect((await call('FoliosRestantes', tokens())).fields.foliosUtilizadosCiclo).toBe('1');
  });

  it('answers 102 without data in the variant that sends nulls', async () => {
    const nil = await startPacSandbox({ hka: { duplicateAnswer: 'nil' } });
    try {
      await send(nil.hkaUrl, { number: '3' });
      const repeat = await send(nil.hkaUrl, { number: '3' });
      expect(repeat.fields).toMatchObject({
        codigo: '102',
        cufe: null,
        qr: null,
        nroProtocoloAutorizacion: null,
      });
    } finally {
      await nil.close();
    }
  });

  it('answers 201 with the DGI’s codes and texts when the DGI refuses (receiver not registered, 1602)', async () => {
    const client = REGISTERED_CLIENT.replace('155601234-2-2015', '155700001-2-2020').replace(
      '<ser:digitoVerificadorRUC>80<',
      '<ser:digitoVerificadorRUC>13<',
    );
    const answer = await send(sandbox.hkaUrl, { number: '4', client });
    expect(answer.fields).toMatchObject({ codigo: '201', resultado: 'error', cufe: null });
    expect(answer.fields.mensaje).toMatch(/^(1601|1602) - /);
  });

  it('answers 109 for a field a foreign client must not carry', async () => {
    const client =
      '<ser:tipoClienteFE>04</ser:tipoClienteFE><ser:numeroRUC>155601234-2-2015</ser:numeroRUC>' +
      '<ser:razonSocial>Foreign Buyer Inc.</ser:razonSocial><ser:nroIdentificacionExtranjero>X123</ser:nroIdentificacionExtranjero>' +
      '<ser:pais>US</ser:pais>';
    const answer = await send(sandbox.hkaUrl, { number: '5', client });
    expect(answer.fields).toMatchObject({
      codigo: '109',
      mensaje: 'El campo numeroRUC no debe ser informado.',
    });
  });

  it('answers 201 for wrong line arithmetic, an empty element, a bad number or date, before the DGI', async () => {
    const arithmetic = await send(sandbox.hkaUrl, {
      number: '6',
      item: { precioItem: '20.00', valorTotal: '21.40', valorITBMS: '1.40' },
    });
    expect(arithmetic.fields).toMatchObject({ codigo: '201', resultado: 'error' });
    expect(arithmetic.fields.mensaje).toContain('precioItem del ítem 1');
    const total = await send(sandbox.hkaUrl, { number: '6', item: { valorTotal: '25.00' } });
    expect(total.fields.mensaje).toContain('valorTotal del ítem 1');
    const empty = await callHka(
      sandbox.hkaUrl,
      'Enviar',
      tokens() +
        documento({ number: '6' }).replace('<ser:codigo>ARZ-005</ser:codigo>', '<ser:codigo></ser:codigo>'),
      { serNamespace: SER.obj },
    );
    expect(empty.fields.mensaje).toBe(
      'Error al procesar solicitud. El campo codigo no puede enviarse vacío.',
    );
    expect((await send(sandbox.hkaUrl, { number: '12345678901' })).fields.codigo).toBe('201');
    const noZone = await callHka(
      sandbox.hkaUrl,
      'Enviar',
      tokens() + documento({ number: '6' }).replace(/-05:00<\/ser:fechaEmision>/, '</ser:fechaEmision>'),
      { serNamespace: SER.obj },
    );
    expect(noZone.fields.mensaje).toContain('fechaEmision');
    expect((await call('FoliosRestantes', tokens())).fields.foliosUtilizadosCiclo).toBe('0');
  });

  it('answers a SOAP fault (HTTP 500, InternalServiceFault) to a raw rFE where the object is expected', async () => {
    const answer = await callHka(
      sandbox.hkaUrl,
      'Enviar',
      `${tokens()}<tem:documento><rFE xmlns="http://dgi-fep.mef.gob.pa"><dVerForm>1.00</dVerForm></rFE></tem:documento>`,
    );
    expect(answer.status).toBe(500);
    expect(answer.text).toContain('a:InternalServiceFault</faultcode>');
    expect(answer.text).toContain('Object reference not set to an instance of an object.');
  });

  it('answers ActionNotSupported to an operation the contract does not have', async () => {
    const answer = await callHka(sandbox.hkaUrl, 'Borrar', tokens());
    expect(answer.status).toBe(500);
    expect(answer.text).toContain('a:ActionNotSupported</faultcode>');
  });

  it('answers 101 to a token pair the PAC did not issue', async () => {
    const answer = await send(sandbox.hkaUrl, { number: '7' }, { ...DEMO_TOKENS, tokenPassword: 'otra' });
    expect(answer.fields).toMatchObject({
      codigo: '101',
      mensaje: 'Token de empresa o contraseña inválidos.',
    });
  });
});

describe('EstadoDocumento, AnulacionDocumento, DescargaXML, DescargaPDF', () => {
  it('reports, downloads and cancels a document once', async () => {
    const sent = await send(sandbox.hkaUrl, { number: '20' });
    const key = datosDocumento({ number: '0000000020' });
    const status = await call('EstadoDocumento', tokens() + key);
    expect(status.fields).toMatchObject({
      codigo: '200',
      mensaje: 'Se retornan datos del documento.',
      cufe: sent.fields.cufe,
      estatusDocumento: 'Autorizada',
      mensajeDocumento: 'Autorizado el uso de la FE',
      resultado: 'procesado',
    });
    expect(status.fields.fechaEmisionDocumento).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(status.fields.fechaRecepcionDocumento).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const xml = await call('DescargaXML', tokens() + key);
    const rfe = Buffer.from(xml.fields.documento ?? '', 'base64').toString('utf8');
    const signed = readXmlTree(rfe);
    expect(checkSignature(signed)).toMatchObject({ isValid: true });
    expect(rfe).toContain(`<dId>${sent.fields.cufe}</dId>`);
    expect(rfe).toContain('<dNombEm>Comercializadora Demo Facturar, S.A.</dNombEm>');
    expect(rfe).toContain('<gNoFirm><dQRCode>');
    const pdf = await call('DescargaPDF', tokens() + key);
    expect(
      Buffer.from(pdf.fields.documento ?? '', 'base64')
        .subarray(0, 8)
        .toString('latin1'),
    ).toBe('%PDF-1.4');

    const reason = '<tem:motivoAnulacion>El cliente desistió de la compra</tem:motivoAnulacion>';
    expect((await call('AnulacionDocumento', tokens() + reason + key)).fields).toEqual({
      codigo: '200',
      resultado: 'procesado',
      mensaje: 'Proceso de Anulación ejecutado con éxito.',
    });
    expect((await call('AnulacionDocumento', tokens() + reason + key)).fields).toEqual({
      codigo: '201',
      resultado: 'error',
      mensaje: '0622 - Ya existe un evento de anulación para esta FE',
    });
    expect((await call('EstadoDocumento', tokens() + key)).fields.estatusDocumento).toBe('Anulada');
  });

  it('refuses a cancellation after the window, and answers 201 for a document it does not have', async () => {
    await send(sandbox.hkaUrl, { number: '21' });
    clock = new Date(clock.getTime() + 183 * 3600 * 1000);
    const reason = '<tem:motivoAnulacion>El cliente desistió de la compra</tem:motivoAnulacion>';
    expect(
      (await call('AnulacionDocumento', tokens() + reason + datosDocumento({ number: '21' }))).fields.mensaje,
    ).toBe('0621 - El plazo para anular la FE ha vencido');
    const missing = await call('EstadoDocumento', tokens() + datosDocumento({ number: '999' }));
    expect(missing.fields).toMatchObject({
      codigo: '201',
      mensaje: 'No se encontró el documento.',
      cufe: null,
    });
  });
});

describe('FoliosRestantes', () => {
  it('counts one folio per authorised document in a monthly cycle of an annual licence, and refuses at zero', async () => {
    const small = { tokenEmpresa: SMALL_COMPANY.tokenEmpresa, tokenPassword: SMALL_COMPANY.tokenPassword };
    clock = new Date('2026-03-20T15:00:00Z');
    const before = await call('FoliosRestantes', tokens(small));
    expect(before.fields).toEqual({
      codigo: '200',
      mensaje: 'Se retorna Licencia y Disponibilidad',
      licencia: 'FE-PA-155777010-2-2026',
      fechaLicencia: '2026-01-15 / 2027-01-15',
      ciclo: '3',
      fechaCiclo: '2026-03-15 / 2026-04-15',
      foliosTotalesCiclo: '1',
      foliosUtilizadosCiclo: '0',
      foliosDisponibleCiclo: '1',
      foliosTotales: '12',
      resultado: 'procesado',
    });
    expect((await send(sandbox.hkaUrl, { number: '30', issuedAt: clock }, small)).fields).toMatchObject({
      mensaje: 'El documento se envió correctamente.',
    });
    expect((await call('FoliosRestantes', tokens(small))).fields.foliosDisponibleCiclo).toBe('0');
    expect((await send(sandbox.hkaUrl, { number: '31', issuedAt: clock }, small)).fields).toMatchObject({
      codigo: '109',
      mensaje: 'No cuenta con folios disponibles.',
    });
    clock = new Date('2026-04-16T15:00:00Z');
    expect((await call('FoliosRestantes', tokens(small))).fields).toMatchObject({
      ciclo: '4',
      foliosDisponibleCiclo: '1',
    });
  });
});

describe('ConsultarRucDV', () => {
  function lookUp(ruc: string, type = '2') {
    return call(
      'ConsultarRucDV',
      `<tem:consultarRucDVRequest><ser:tokenEmpresa>${DEMO_TOKENS.tokenEmpresa}</ser:tokenEmpresa>` +
        `<ser:tokenPassword>${DEMO_TOKENS.tokenPassword}</ser:tokenPassword><ser:tipoRuc>${type}</ser:tipoRuc>` +
        `<ser:ruc>${ruc}</ser:ruc></tem:consultarRucDVRequest>`,
      SER.api,
    );
  }

  it('answers the registry’s DV and name, or the DGI’s 0640', async () => {
    const found = await lookUp('155601234-2-2015');
    expect(found.fields).toMatchObject({ codigo: '200', resultado: 'Procesado' });
    expect(found.text).toContain(
      '<a:infoRuc><a:tipoRuc>2</a:tipoRuc><a:ruc>155601234-2-2015</a:ruc><a:dv>80</a:dv><a:razonSocial>Distribuidora del Canal, S.A.</a:razonSocial><a:afiliadoFE>SI</a:afiliadoFE></a:infoRuc>',
    );
    const unknown = await lookUp('155700001-2-2020');
    expect(unknown.fields).toMatchObject({
      codigo: '201',
      infoRuc: null,
      mensaje: '0640 - CONTRIBUYENTE NO INSCRITO',
    });
  });
});

describe('EnvioCorreo and RastreoCorreo', () => {
  it('queues the mail and tracks each recipient: processed, then delivered or bounced', async () => {
    const sent = await send(sandbox.hkaUrl, { number: '40' });
    const mail = await call(
      'EnvioCorreo',
      tokens() +
        datosDocumento({ number: '40' }) +
        '<tem:correo>compras@distribuidora.test;rebote@cliente.test</tem:correo>',
    );
    expect(mail.fields).toEqual({
      codigo: '200',
      resultado: 'procesado',
      mensaje: 'Se ha enviado satisfactoriamente el email.',
    });
    const track = () => call('RastreoCorreo', `${tokens()}<tem:cufe>${sent.fields.cufe}</tem:cufe>`);
    const early = await track();
    expect(early.fields.codigo).toBe('200');
    expect([...early.text.matchAll(/<a:estado>(\w+)<\/a:estado>/g)].map((match) => match[1])).toEqual([
      'processed',
      'processed',
    ]);
    clock = new Date(clock.getTime() + 61_000);
    const later = await track();
    expect(later.text).toMatch(
      /<a:listaRastreo><a:listTracking><a:correo>compras@distribuidora\.test<\/a:correo><a:creado_en>[\d :-]{19}<\/a:creado_en><a:estado>delivered<\/a:estado><a:messageId>/,
    );
    expect(later.text).toContain('<a:correo>rebote@cliente.test</a:correo>');
    expect([...later.text.matchAll(/<a:estado>(\w+)<\/a:estado>/g)].map((match) => match[1])).toEqual([
      'delivered',
      'bounced',
    ]);
    const bad = await call(
      'EnvioCorreo',
      tokens() + datosDocumento({ number: '40' }) + '<tem:correo>no-es-correo</tem:correo>',
    );
    expect(bad.fields.codigo).toBe('201');
  });
});

describe('faults', () => {
  it('loses the answer after the PAC committed (timeout); sending again answers 102 with the authorisation', async () => {
    sandbox.setFault({ mode: 'timeout', count: 1, delayMs: 10, services: ['Enviar'] });
    await expect(send(sandbox.hkaUrl, { number: '50' })).rejects.toThrow();
    const again = await send(sandbox.hkaUrl, { number: '50' });
    expect(again.fields).toMatchObject({
      codigo: '102',
      nroProtocoloAutorizacion: expect.stringMatching(/^\d{20}$/),
    });
    expect((await call('EstadoDocumento', tokens() + datosDocumento({ number: '50' }))).fields.cufe).toBe(
      again.fields.cufe,
    );
  });

  it('answers after a latency (slow) and 503 while the PAC is down', async () => {
    sandbox.setFault({ mode: 'slow', count: 1, delayMs: 20, services: ['FoliosRestantes'] });
    expect((await call('FoliosRestantes', tokens())).fields.codigo).toBe('200');
    sandbox.setFault({ mode: 'unavailable', count: 1 });
    // 503 with a plain-text body: the client cannot read a SOAP answer.
    await expect(call('FoliosRestantes', tokens())).rejects.toThrow();
    expect((await call('FoliosRestantes', tokens())).fields.codigo).toBe('200');
  });

  it('with the PAC up and the DGI down: 103 for prior authorisation, a later-authorisation contingency document is signed and authorised when the DGI is back', async () => {
    sandbox.setFault({ mode: 'dgi-down' });
    expect((await send(sandbox.hkaUrl, { number: '60' })).fields).toMatchObject({
      codigo: '103',
      mensaje: 'No fue posible comunicarse con la DGI.',
    });
    const contingency = await send(sandbox.hkaUrl, { number: '61', emissionType: '04', contingency: true });
    expect(contingency.fields).toMatchObject({
      codigo: '200',
      nroProtocoloAutorizacion: null,
      fechaRecepcionDGI: null,
    });
    expect(contingency.fields.cufe).toMatch(/^FE01.{49}04\d{11}$/);
    const key = tokens() + datosDocumento({ number: '61' });
    expect((await call('EstadoDocumento', key)).fields.estatusDocumento).toBe('Pendiente');
    sandbox.clearFault();
    const status = await call('EstadoDocumento', key);
    expect(status.fields).toMatchObject({ estatusDocumento: 'Autorizada', cufe: contingency.fields.cufe });
    expect((await send(sandbox.hkaUrl, { number: '60' })).fields.codigo).toBe('200');
  });
});
