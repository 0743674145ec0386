// The PAC sandbox is the adapter's counterpart in these tests, started in-process and called over HTTP.
import { accessKeyOf, DGI_SAMPLE_TAXPAYER, startPacSandbox, type PacSandbox } from '@facturar/pac-sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestSigningKey,
  SAMPLE_CUFE,
  SAMPLE_DIGEST_VALUE,
  SIGNED_SAMPLE,
  unsignedSampleRfe,
} from '../../../test/support/dgi-sample.ts';
import {
  appendNoFirm,
  buildQrUrl,
  signCancellationEvent,
  signDocument,
  type SigningKey,
} from '../signing/index.ts';
import { createPacClient, PacError, type PacClient } from './index.ts';

const SAMPLE_XML = SIGNED_SAMPLE.toString('utf8');
const SAMPLE_ISSUER = { taxpayerType: 2 as const, ruc: '521-136-113133', dv: '02' };

let sandbox: PacSandbox;
let pac: PacClient;
let signingKey: SigningKey;

beforeAll(async () => {
  sandbox = await startPacSandbox({ taxpayers: [DGI_SAMPLE_TAXPAYER] });
  pac = createPacClient({ baseUrl: sandbox.url, timeoutMs: 5_000, iAmb: 2 });
  signingKey = await createTestSigningKey();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

function cancellationOf(cufe: string): string {
  return signCancellationEvent(
    {
      signatureIdDigits: '20260302101500000001',
      iAmb: 2,
      cufe,
      issuer: SAMPLE_ISSUER,
      reason: 'La operación no se concretó por desistimiento del cliente',
    },
    signingKey,
  ).xml;
}

async function errorOf(call: Promise<unknown>): Promise<PacError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof PacError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('sending documents to the PAC', () => {
  it('gets the DGI sample authorised, with its protocol and the 1519 notification', async () => {
    const result = await pac.sendDocument(SAMPLE_XML, '1');
    expect(result).toMatchObject({
      kind: 'authorised',
      cufe: SAMPLE_CUFE,
      digestValue: SAMPLE_DIGEST_VALUE,
      warnings: [{ code: '1519', message: 'Fecha de emisión muy antigua' }],
    });
    expect(result.kind === 'authorised' && result.protocol).toMatch(/^\d{20}$/);
    expect(result.kind === 'authorised' && result.protocolXml).toContain('<dCodRes>0260</dCodRes>');
  });

  it('gets a document signed by our own signer authorised by the independent judge', async () => {
    const signed = signDocument(unsignedSampleRfe(), signingKey);
    const qrUrl = buildQrUrl({
      cufe: SAMPLE_CUFE,
      iAmb: 2,
      digestValue: signed.digestValue,
      qrSecret: 'secreto-de-prueba',
    });
    const result = await pac.sendDocument(appendNoFirm(signed.xml, qrUrl), '2');
    expect(result).toMatchObject({ kind: 'authorised', digestValue: signed.digestValue });
  });

  it('reads a rejection with the DGI codes, and a repeat as a duplicate', async () => {
    const tampered = SAMPLE_XML.replace('<dVTot>685.66</dVTot>', '<dVTot>685.76</dVTot>');
    expect(await pac.sendDocument(tampered, '3')).toMatchObject({
      kind: 'rejected',
      cufe: SAMPLE_CUFE,
      isDuplicate: false,
      codes: [
        { code: '2507', message: 'Valor total de la factura inválido' },
        { code: '1003', message: expect.stringContaining('Valor de la firma diferente') as unknown },
        { code: '1519', message: 'Fecha de emisión muy antigua' },
      ],
    });
    await pac.sendDocument(SAMPLE_XML, '4');
    expect(await pac.sendDocument(SAMPLE_XML, '5')).toMatchObject({ kind: 'rejected', isDuplicate: true });
  });

  it('refuses to send with a control id that is not 1–15 digits', async () => {
    expect((await errorOf(pac.sendDocument(SAMPLE_XML, 'A-1'))).code).toBe('PAC_INVALID_REQUEST');
  });
});

describe('pending states and unknown outcomes', () => {
  it('reads a delayed authorisation as in process (pending 5), then finds it by CUFE', async () => {
    sandbox.setFault({ mode: 'delay', count: 1, delayMs: 3_600_000 });
    expect(await pac.sendDocument(SAMPLE_XML, '10')).toMatchObject({
      kind: 'in_process',
      cufe: SAMPLE_CUFE,
      code: { code: '0261' },
    });
    expect((await pac.consultDocument(SAMPLE_CUFE)).kind).toBe('in_process');
    sandbox.releaseHeldBack();
    expect(await pac.consultDocument(SAMPLE_CUFE)).toMatchObject({
      kind: 'found',
      cufe: SAMPLE_CUFE,
      authorisation: { digestValue: SAMPLE_DIGEST_VALUE, warnings: [{ code: '1519' }] },
    });
  });

  it('reads a document returned by the DGI (pending 11), which is authorised when sent again', async () => {
    sandbox.setFault({ mode: 'return', count: 1 });
    expect((await pac.sendDocument(SAMPLE_XML, '11')).kind).toBe('returned');
    expect((await pac.consultDocument(SAMPLE_CUFE)).kind).toBe('not_found');
    expect((await pac.sendDocument(SAMPLE_XML, '12')).kind).toBe('authorised');
  });

  it('throws PAC_UNAVAILABLE on HTTP 503 (pending 4): nothing was processed', async () => {
    sandbox.setFault({ mode: 'unavailable', count: 1 });
    const error = await errorOf(pac.sendDocument(SAMPLE_XML, '13'));
    expect(error).toMatchObject({ code: 'PAC_UNAVAILABLE', isOutcomeUnknown: false, status: 503 });
    expect(error.message).toBe('El servicio del PAC no está disponible. Intente más tarde.');
    expect((await pac.consultDocument(SAMPLE_CUFE)).kind).toBe('not_found');
  });

  it('throws PAC_TIMEOUT when no answer comes; consulting first shows it was authorised, so it is not sent twice', async () => {
    const impatient = createPacClient({ baseUrl: sandbox.url, timeoutMs: 200, iAmb: 2 });
    sandbox.setFault({ mode: 'timeout', count: 1, delayMs: 60_000 });
    const error = await errorOf(impatient.sendDocument(SAMPLE_XML, '14'));
    expect(error).toMatchObject({ code: 'PAC_TIMEOUT', isOutcomeUnknown: true });
    expect(await pac.consultDocument(SAMPLE_CUFE)).toMatchObject({
      kind: 'found',
      authorisation: { cufe: SAMPLE_CUFE },
    });
  });

  it('throws PAC_TIMEOUT (unknown outcome) when the PAC drops the connection without answering', async () => {
    sandbox.setFault({ mode: 'timeout', count: 1, delayMs: 10 });
    expect(await errorOf(pac.sendDocument(SAMPLE_XML, '15'))).toMatchObject({
      code: 'PAC_TIMEOUT',
      isOutcomeUnknown: true,
    });
  });

  it('throws PAC_UNAVAILABLE when nothing listens at the PAC’s address', async () => {
    const stopped = await startPacSandbox();
    const unreachable = createPacClient({ baseUrl: stopped.url, timeoutMs: 2_000, iAmb: 2 });
    await stopped.close();
    expect(await errorOf(unreachable.consultDocument(SAMPLE_CUFE))).toMatchObject({
      code: 'PAC_UNAVAILABLE',
      isOutcomeUnknown: false,
    });
  });

  it('throws PAC_REFUSED_REQUEST when the address answers that there is no such service (HTTP 404)', async () => {
    const misconfigured = createPacClient({ baseUrl: `${sandbox.url}/otro-pac`, timeoutMs: 2_000, iAmb: 2 });
    expect(await errorOf(misconfigured.checkTaxpayer('8-274-125', 1))).toMatchObject({
      code: 'PAC_REFUSED_REQUEST',
      status: 404,
      isOutcomeUnknown: false,
    });
  });
});

describe('received documents', () => {
  it('downloads a document by access key for its receiver, byte for byte, with the protocol', async () => {
    await pac.sendDocument(SAMPLE_XML, '1');
    const result = await pac.downloadReceivedDocument('6-67-5306', accessKeyOf(SAMPLE_CUFE));
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.documentXml).toBe(SAMPLE_XML.replace(/^<\?xml[^?]*\?>\s*/, '').trim());
    expect(result.authorisation).toMatchObject({ cufe: SAMPLE_CUFE, digestValue: SAMPLE_DIGEST_VALUE });
  });

  it('finds nothing for another receiver or an unknown key', async () => {
    await pac.sendDocument(SAMPLE_XML, '1');
    const key = accessKeyOf(SAMPLE_CUFE);
    expect((await pac.downloadReceivedDocument('155596713-2-2015', key)).kind).toBe('not_found');
    expect((await pac.downloadReceivedDocument('6-67-5306', '1'.repeat(49))).kind).toBe('not_found');
  });
});

describe('cancellation, taxpayers and company set-up', () => {
  it('registers a cancellation (0600) and reads the repeat as already cancelled (0622)', async () => {
    await pac.sendDocument(SAMPLE_XML, '20');
    const first = await pac.sendCancellation(cancellationOf(SAMPLE_CUFE));
    expect(first).toMatchObject({
      kind: 'registered',
      code: { code: '0600', message: 'Evento registrado con éxito' },
    });
    expect(await pac.sendCancellation(cancellationOf(SAMPLE_CUFE))).toMatchObject({
      kind: 'already_cancelled',
      code: { code: '0622', message: 'Ya existe un evento de anulación para esta FE' },
    });
  });

  it('reads a refused cancellation with its code', async () => {
    expect(await pac.sendCancellation(cancellationOf(SAMPLE_CUFE))).toEqual({
      kind: 'rejected',
      codes: [{ code: '0620', message: 'No existe una FE autorizada con el CUFE del evento' }],
    });
  });

  it('checks a taxpayer in the DGI registry', async () => {
    expect(await pac.checkTaxpayer('155596713-2-2015', 2)).toMatchObject({
      kind: 'found',
      dv: '59',
      name: 'Comercializadora Demo Facturar, S.A.',
      isAuthorisedToIssue: true,
    });
    expect((await pac.checkTaxpayer('155596713-2-2015', 1)).kind).toBe('not_registered');
  });

  it('affiliates a company (1), refuses one without authorisation (3), and reports a DGI outage (4)', async () => {
    const company = {
      rucEmpresa: '155689012-2-2019',
      razonSocial: 'Servicios Logísticos Pacífico, S.A.',
      tipoContribuyente: 2 as const,
      digitoVerificador: '69',
    };
    expect(await pac.affiliateCompany(company)).toEqual({ answer: 1, message: 'Empresa afiliada al PAC.' });
    expect((await pac.affiliateCompany({ rucEmpresa: '2588017-1-831938' })).answer).toBe(3);
    sandbox.setFault({ mode: 'delay', count: 1, services: ['afiliacion'] });
    expect((await pac.affiliateCompany(company)).answer).toBe(4);
  });

  it('generates the QR security code with its secret (1), annuls it (2), and reads a pending request (3)', async () => {
    const generated = await pac.requestQrCode('155596713-2-2015', 1);
    expect(generated).toMatchObject({ answer: 1, secret: expect.stringMatching(/^\S{16,}$/) as unknown });
    expect(await pac.requestQrCode('155596713-2-2015', 2)).toEqual({
      answer: 2,
      message: 'Código de seguridad QR anulado.',
    });
    sandbox.setFault({ mode: 'return', count: 1 });
    expect((await pac.requestQrCode('155596713-2-2015', 1)).answer).toBe(3);
  });

  it('passes on the PAC’s message when it refuses a QR request', async () => {
    const error = await errorOf(pac.requestQrCode('155689012-2-2019', 1));
    expect(error).toMatchObject({
      code: 'PAC_REFUSED_REQUEST',
      status: 400,
      message: 'La empresa no se encuentra afiliada al PAC.',
    });
  });
});
