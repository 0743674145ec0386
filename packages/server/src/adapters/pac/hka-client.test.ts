import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSampleRfe, buildValidBody, TAXPAYER_CUSTOMER } from '@facturar/domain/testing';
import { createHkaClient, readHkaDate, type HkaClient } from './hka-client.ts';
import { buildHkaDocument } from './hka-document.ts';
import { buildEnviar, buildKeyedCall, redactSoap } from './hka-soap.ts';
import { endpointProblem, postToPac } from './pac-http.ts';
import { PacError } from './pac-errors.ts';

/**
 * The HKA adapter's reading of answers transcribed from the vendor's published examples and captures
 * (shared/pac/README.md §2.2, §2.5), served by a loopback stub that records what the adapter sent.
 */
const KEY = { branchCode: '0000', number: '0000000123', pointCode: '001', docType: '01', emissionType: '01' };

function answer(method: string, fields: string): string {
  return (
    '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>' +
    `<${method}Response xmlns="http://tempuri.org/"><${method}Result ` +
    'xmlns:a="http://schemas.datacontract.org/2004/07/Services.Response" ' +
    `xmlns:i="http://www.w3.org/2001/XMLSchema-instance">${fields}</${method}Result></${method}Response>` +
    '</s:Body></s:Envelope>'
  );
}

const QR =
  'https://dgi-fep-test.mef.gob.pa:40001/Consultas/FacturasPorQR?chFE=FE01200000155596713-2-2015-0000002023041000001230010123456789&iAmb=2&digestValue=abc&jwt=x.y.z';

const ENVIAR_OK = answer(
  'Enviar',
  '<a:codigo>200</a:codigo><a:resultado>procesado</a:resultado><a:mensaje>El documento se envió correctamente.</a:mensaje>' +
    '<a:cufe>FE01200000155596713-2-2015-0000002023041000001230010123456789</a:cufe>' +
    `<a:qr>${QR.replaceAll('&', '&amp;')}</a:qr><a:fechaRecepcionDGI>2023-04-10T15:29:09Z</a:fechaRecepcionDGI>` +
    '<a:nroProtocoloAutorizacion>20190000000000179413</a:nroProtocoloAutorizacion><a:fechaLimite i:nil="true"/>',
);

const ENVIAR_DUPLICATE_WITH_DATA = ENVIAR_OK.replace('<a:codigo>200</a:codigo>', '<a:codigo>102</a:codigo>')
  .replace('procesado', 'error')
  .replace('El documento se envió correctamente.', 'El documento está duplicado');

const ENVIAR_DUPLICATE_NIL = answer(
  'Enviar',
  '<a:codigo>102</a:codigo><a:resultado>error</a:resultado><a:mensaje>El documento está duplicado</a:mensaje>' +
    '<a:cufe i:nil="true"/><a:qr i:nil="true"/><a:fechaRecepcionDGI i:nil="true"/><a:nroProtocoloAutorizacion i:nil="true"/>',
);

const ESTADO = answer(
  'EstadoDocumento',
  '<a:codigo>200</a:codigo><a:mensaje>Se retornan datos del documento.</a:mensaje>' +
    '<a:cufe>FE01200000155596713-2-2015-0000002023041000001230010123456789</a:cufe>' +
    '<a:fechaEmisionDocumento>2023-04-10 10:29:00</a:fechaEmisionDocumento>' +
    '<a:fechaRecepcionDocumento>2023-04-10 10:29:09</a:fechaRecepcionDocumento>' +
    '<a:estatusDocumento>Autorizada</a:estatusDocumento><a:mensajeDocumento>Autorizado el uso de la FE</a:mensajeDocumento>' +
    '<a:resultado>procesado</a:resultado>',
);

const FOLIOS = answer(
  'FoliosRestantes',
  '<a:codigo>200</a:codigo><a:mensaje>Se retorna Licencia y Disponibilidad</a:mensaje><a:licencia>1</a:licencia>' +
    '<a:fechaLicencia>2020-08-12 / 2021-08-12</a:fechaLicencia><a:ciclo>3</a:ciclo>' +
    '<a:fechaCiclo>2020-10-12 / 2020-11-12</a:fechaCiclo><a:foliosTotalesCiclo>100</a:foliosTotalesCiclo>' +
    '<a:foliosUtilizadosCiclo>97</a:foliosUtilizadosCiclo><a:foliosDisponibleCiclo>3</a:foliosDisponibleCiclo>' +
    '<a:foliosTotales>1200</a:foliosTotales><a:resultado>procesado</a:resultado>',
);

const RUC = answer(
  'ConsultarRucDV',
  '<a:codigo>200</a:codigo><a:infoRuc><a:tipoRuc>2</a:tipoRuc><a:ruc>155596713-2-2015</a:ruc><a:dv>59</a:dv>' +
    '<a:razonSocial>COMERCIALIZADORA DEMO, S.A.</a:razonSocial><a:afiliadoFE>SI</a:afiliadoFE></a:infoRuc>' +
    '<a:mensaje>Consulta realizada</a:mensaje><a:resultado>Procesado</a:resultado>',
);

const RASTREO = answer(
  'RastreoCorreo',
  '<a:codigo>200</a:codigo><a:mensaje>Consulta realizada</a:mensaje><a:listaRastreo>' +
    '<a:Rastreo><a:correo>cliente@example.com</a:correo><a:creado_en>2023-04-10 10:30:00</a:creado_en>' +
    '<a:estado>delivered</a:estado><a:messageId>m-1</a:messageId></a:Rastreo>' +
    '<a:Rastreo><a:correo>otro@rebota.test</a:correo><a:creado_en i:nil="true"/><a:estado>bounced</a:estado>' +
    '<a:messageId i:nil="true"/></a:Rastreo></a:listaRastreo><a:resultado>procesado</a:resultado>',
);

const FAULT =
  '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault>' +
  '<faultcode xmlns:a="http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher">a:InternalServiceFault</faultcode>' +
  '<faultstring xml:lang="es-PA">Object reference not set to an instance of an object.</faultstring></s:Fault></s:Body></s:Envelope>';

const sampleRfe = () => buildSampleRfe(buildValidBody(), { number: 123, customer: TAXPAYER_CUSTOMER });

let server: Server;
let url: string;
let next: { status: number; body: string } = { status: 200, body: '' };
const received: { action: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        action: request.headers.soapaction as string | undefined,
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(next.status, { 'content-type': 'text/xml; charset=utf-8' }).end(next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws/obj/v1.0/Service.svc`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(): HkaClient {
  return createHkaClient({
    url,
    tokenEmpresa: 'secreto_empresa',
    tokenPassword: 'clave-secreta',
    timeoutMs: 5_000,
  });
}

function serve(body: string, status = 200) {
  next = { status, body };
}

describe('the HKA/EBI adapter reads the vendor’s answers', () => {
  it('reads EstadoDocumento’s authorised document, with the date in Panama time', async () => {
    serve(ESTADO);
    const state = await client().state(KEY);
    expect(state).toMatchObject({
      kind: 'found',
      status: 'Autorizada',
      isAuthorised: true,
      isCancelled: false,
    });
    expect(state.kind === 'found' && state.receivedAt?.toISOString()).toBe('2023-04-10T15:29:09.000Z');
    const sent = received.at(-1)!;
    expect(sent.action).toBe('"http://tempuri.org/IService/EstadoDocumento"');
    expect(sent.body).toContain(
      '<tem:datosDocumento><ser:codigoSucursalEmisor>0000</ser:codigoSucursalEmisor><ser:numeroDocumentoFiscal>0000000123</ser:numeroDocumentoFiscal><ser:puntoFacturacionFiscal>001</ser:puntoFacturacionFiscal><ser:tipoDocumento>01</ser:tipoDocumento><ser:tipoEmision>01</ser:tipoEmision></tem:datosDocumento>',
    );
  });

  it('reads 102 with the original authorisation, and 102 with nulls as one to ask about', async () => {
    serve(ENVIAR_DUPLICATE_WITH_DATA);
    const rfe = sampleRfe();
    const withData = await client().send(buildHkaDocument(rfe));
    expect(withData).toMatchObject({
      kind: 'duplicate',
      original: { protocol: '20190000000000179413', qr: QR },
    });
    serve(ENVIAR_DUPLICATE_NIL);
    expect(await client().send(buildHkaDocument(rfe))).toEqual({
      kind: 'duplicate',
      original: null,
      message: 'El documento está duplicado',
    });
  });

  it('reads FoliosRestantes with the vendor’s spelling', async () => {
    serve(FOLIOS);
    expect(await client().folios()).toMatchObject({
      cycleTotal: 100,
      cycleUsed: 97,
      cycleAvailable: 3,
      total: 1200,
    });
  });

  it('reads ConsultarRucDV’s infoRuc and RastreoCorreo’s recipients', async () => {
    serve(RUC);
    expect(await client().checkTaxpayer('155596713-2-2015', 2)).toMatchObject({
      kind: 'found',
      dv: '59',
      isAffiliated: true,
    });
    expect(received.at(-1)!.body).toContain('<tem:consultarRucDVRequest><ser:tokenEmpresa>');
    serve(RASTREO);
    expect(await client().trackMail('FE01')).toEqual([
      {
        email: 'cliente@example.com',
        state: 'delivered',
        createdAt: '2023-04-10 10:30:00',
        messageId: 'm-1',
      },
      { email: 'otro@rebota.test', state: 'bounced', createdAt: undefined, messageId: undefined },
    ]);
  });

  it('turns a WCF fault, an invalid token and an unreadable answer into PacErrors with Spanish messages', async () => {
    serve(FAULT, 500);
    await expect(client().state(KEY)).rejects.toMatchObject({ code: 'PAC_REFUSED_REQUEST' });
    serve(answer('EstadoDocumento', '<a:codigo>101</a:codigo><a:mensaje>Token inválido</a:mensaje>'));
    await expect(client().state(KEY)).rejects.toMatchObject({
      code: 'PAC_REFUSED_REQUEST',
      message: 'El PAC rechazó las credenciales de la empresa (tokenEmpresa / tokenPassword).',
    });
    serve('<html>Bad gateway</html>', 200);
    const error = await client()
      .folios()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PacError);
    expect(error).toMatchObject({ code: 'PAC_MALFORMED_ANSWER', rawAnswer: '<html>Bad gateway</html>' });
    expect((error as PacError).message).toBe('La respuesta del PAC no se pudo interpretar.');
  });
});

describe('what the adapter sends', () => {
  it('never keeps a token: SOAP bodies are redacted', () => {
    const body = buildKeyedCall('DescargaXML', { tokenEmpresa: 'te-123', tokenPassword: 'tp-456' }, KEY);
    const redacted = redactSoap(body);
    expect(redacted).not.toMatch(/te-123|tp-456/);
    expect(redacted).toContain('<tem:tokenEmpresa>***</tem:tokenEmpresa>');
    expect(redactSoap('<ser:tokenPassword>x</ser:tokenPassword>')).toBe(
      '<ser:tokenPassword>***</ser:tokenPassword>',
    );
  });

  it('builds the DocumentoElectronico in the wiki’s order, leaving out what is absent', async () => {
    const rfe = sampleRfe();
    const body = buildEnviar({ tokenEmpresa: 'a', tokenPassword: 'b' }, buildHkaDocument(rfe));
    const order = [...body.matchAll(/<ser:(\w+)>/g)].map((match) => match[1]);
    const top = ['codigoSucursalEmisor', 'datosTransaccion', 'listaItems', 'totalesSubTotales'];
    expect(top.map((name) => order.indexOf(name))).toEqual(
      [...top.map((name) => order.indexOf(name))].sort((a, b) => a - b),
    );
    expect(order.indexOf('tipoEmision')).toBeLessThan(order.indexOf('tipoDocumento'));
    expect(order.indexOf('tipoDocumento')).toBeLessThan(order.indexOf('numeroDocumentoFiscal'));
    expect(order.indexOf('numeroDocumentoFiscal')).toBeLessThan(order.indexOf('puntoFacturacionFiscal'));
    expect(order.indexOf('precioUnitario')).toBeLessThan(order.indexOf('valorTotal'));
    expect(order.indexOf('valorTotal')).toBeLessThan(order.indexOf('tasaITBMS'));
    expect(body).not.toMatch(/<ser:\w+><\/ser:\w+>|<ser:\w+\/>/);
    expect(body).not.toContain('dSeg');
    expect(body).toContain('<ser:numeroDocumentoFiscal>0000000123</ser:numeroDocumentoFiscal>');
  });
});

describe('the endpoint policy', () => {
  const privateNetwork = 'La dirección del PAC apunta a una red privada o local.';

  /** What a post to `target` under the production policy (no private networks) fails with. */
  function postRestricted(target: string): Promise<unknown> {
    return postToPac(target, {
      contentType: 'text/xml',
      body: '<x/>',
      timeoutMs: 2_000,
      policy: { kind: 'restricted', allowPrivate: false },
    }).catch((caught: unknown) => caught);
  }

  it('refuses endpoints at private, loopback, link-local and metadata addresses, and plain http', () => {
    expect(endpointProblem('http://emision.ebi-pac.com/ws/obj/v1.0/Service.svc', false)).toBe(
      'La dirección del PAC debe usar https.',
    );
    expect(endpointProblem('https://169.254.169.254/latest', false)).toBe(privateNetwork);
    expect(endpointProblem('https://emision.ebi-pac.com/ws/obj/v1.0/Service.svc', false)).toBeNull();
  });

  it('refuses a name that resolves to loopback at connection time, without sending anything', async () => {
    const before = received.length;
    const error = await postRestricted(url.replace('127.0.0.1', 'localhost').replace('http:', 'https:'));
    expect(error).toMatchObject({ code: 'PAC_UNAVAILABLE', message: privateNetwork });
    expect(received.length).toBe(before);
  });

  it('does not follow redirects', async () => {
    serve('', 302);
    const answer = await postToPac(url, { contentType: 'text/xml', body: '<x/>', timeoutMs: 2_000 });
    expect(answer.status).toBe(302);
  });

  it('checks the name’s addresses when the URL passes the literal check', async () => {
    expect(await postRestricted('https://vm:1/ws')).toMatchObject({
      code: 'PAC_UNAVAILABLE',
      message: privateNetwork,
    });
  });

  it('reads HKA’s dates with and without a zone', () => {
    expect(readHkaDate('2023-04-10 10:29:09')?.toISOString()).toBe('2023-04-10T15:29:09.000Z');
    expect(readHkaDate('2023-04-10T15:29:09Z')?.toISOString()).toBe('2023-04-10T15:29:09.000Z');
    expect(readHkaDate('nunca')).toBeUndefined();
  });
});
