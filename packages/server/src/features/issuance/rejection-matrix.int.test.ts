import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILD_MESSAGES,
  REQUEST_MESSAGES,
  buildCufe,
  computeRucDv,
  formatPanamaDate,
  formatPanamaDateTime,
} from '@facturar/domain';
import { DEMO_TAXPAYERS, RESULT_CODES, startPacSandbox, type PacSandbox } from '@facturar/pac-sandbox';
import {
  demoInvoiceBody,
  demoRuc,
  findDemoIds,
  ownDocumentReference,
} from '../../../test/support/demo-invoice.ts';
import { decodeClaims, startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import {
  cancelDocument,
  issueDocument,
  waitForDocument,
  postGeneration,
} from '../../../test/support/issued-documents.ts';

/**
 * Every rejection code of the PAC sandbox, and what a user working through the API meets instead of it:
 * 1. the rejection itself: the document is accepted, sent and recorded NAU with the DGI's code;
 * 2. a refusal of the API, with the shared rules' text, before anything is numbered (generation) or
 *    signed and sent (cancellation);
 * 3. nothing: the issuer writes that field, or makes that call, itself.
 * A code the sandbox adds must be placed in one of the groups before this file passes again.
 */

type Body = Record<string, unknown>;
type SandboxCode = keyof typeof RESULT_CODES;

let pac: PacSandbox;
let server: TestServer;
let token: string;
let baseBody: Body;
let customers: Record<string, number>;
let products: Record<string, number>;

const demoTaxpayer = DEMO_TAXPAYERS.find((entry) => entry.ruc === demoRuc);
if (!demoTaxpayer) throw new Error(`the sandbox registry has no ${demoRuc}`);

const foreignCustomer = 'US-98-7654321';
const exportData = { condicionEntrega: 'FOB', monedaOperacion: 'USD' };
// A well-formed juridical RUC the DGI registry (the sandbox's) does not hold.
const unregisteredRuc = '155612999-2-2016';

function juridicalDv(ruc: string): string {
  const computed = computeRucDv(ruc, 'juridica');
  if (!computed.ok) throw new Error(`${ruc}: ${JSON.stringify(computed.problems)}`);
  return computed.value;
}

function anotherDv(ruc: string): string {
  return String((Number(juridicalDv(ruc)) + 1) % 100).padStart(2, '0');
}

/** A CUFE of the demo company with the DGI's layout and check digit, for a document it never issued. */
function demoCufe(documentType: string, number: string, issuer = { ruc: demoRuc, dv: '59' }): string {
  return buildCufe({
    documentType,
    taxpayerType: '2',
    issuerRuc: issuer.ruc,
    issuerDv: issuer.dv,
    branchCode: '0000',
    issueDate: formatPanamaDate(new Date()).replaceAll('-', ''),
    documentNumber: number.padStart(10, '0'),
    billingPoint: '001',
    emissionType: '01',
    environment: '2',
    securityCode: '123456789',
  });
}

/** Customers are kept by the customer screens, not by the generation call: stored here as data. */
async function storeCustomer(customer: {
  receiverType: '01' | '04';
  identification: string;
  dv?: string;
  name: string;
  countryCode?: string;
}): Promise<number> {
  const row = await server.ctx.db
    .insertInto('customers')
    .values({
      company_ruc: demoRuc,
      receiver_type: customer.receiverType,
      taxpayer_type: customer.receiverType === '04' ? null : '2',
      identification: customer.identification,
      dv: customer.dv ?? null,
      name: customer.name,
      address: customer.receiverType === '04' ? '1 Main Street, Toronto' : 'Calle 50, Obarrio, Panamá',
      location_code: customer.receiverType === '04' ? null : '8-8-7',
      country_code: customer.countryCode ?? 'PA',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Issues the body and waits for the PAC's verdict, as the lists show it. */
async function issueAndSettle(body: Body) {
  const doc = await issueDocument(server, token, body);
  const row = await waitForDocument(server, token, doc, (listed) => listed.list !== 'pendientes', 45_000);
  return { ...doc, ...row };
}

async function availableVouchers(): Promise<number> {
  const response = await server.as(token).get(`/api/paquete/disponible/${demoRuc}`);
  return response.json() as number;
}

/** What a refusal must leave as it was: the next number, the documents and the events sent. */
async function traces() {
  const next = await server
    .as(token)
    .get(`/api/asignacion/secuencial/usuario/secuencial/${String(decodeClaims(token).sub)}/01`);
  const lists = ['autorizados', 'noautorizados', 'pendientes', 'anulados'].map((list) =>
    server.as(token).get(`/api/comprobantes/${list}/${demoRuc}?size=1`),
  );
  // Events sent to the PAC are the cancellation's own record, which no call lists.
  const [pages, events] = await Promise.all([
    Promise.all(lists),
    server.ctx.db
      .selectFrom('cancellation_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    nextNumber: (next.json() as { secuencial: string }).secuencial,
    documents: pages.map((page) => (page.json() as { totalElements: number }).totalElements),
    events: Number(events.n),
  };
}

// 1. Data only the DGI can judge: the API accepts the document and the PAC rejects it.
type Reached = {
  situation: string;
  body: () => Promise<Body>;
};

const reachedFromApi: Partial<Record<SandboxCode, Reached>> = {
  '0185': {
    situation: 'the PAC no longer counts the company among its affiliates',
    body: async () => baseBody,
  },
};

// 2. A user mistake the shared rules refuse (400 with their Spanish text) before a number is taken.
type Refused = {
  mistake: string;
  message: string;
  send: () => Promise<{ statusCode: number; json: () => unknown }>;
};

/** A generation call with the demo invoice changed by `extra`, read when the call is made. */
const invoice = (extra: () => Body | Promise<Body>) => async () =>
  postGeneration(server, token, { ...baseBody, ...(await extra()) });
const contingency = { tipoEmision: '02', motivoContingencia: 'Sin conexión con el PAC desde la mañana.' };
const line = (extra: Body) => ({
  idProducto: products['SRV-001'],
  cantidad: '2',
  precioProducto: '45.00',
  codigoItbms: '01',
  ...extra,
});
const note = (type: '04' | '05', ...cufes: (() => string)[]) =>
  invoice(() => ({
    tipoDocumento: type,
    documentosFiscalesReferenciados: cufes.map((cufe) => ownDocumentReference(cufe())),
  }));

const refusedBeforeNumbering: Partial<Record<SandboxCode, Refused>> = {
  '1601': {
    mistake: 'a customer whose DV does not belong to its RUC',
    message: `El DV ${anotherDv('2588017-1-831938')} del cliente Ferretería El Istmo, S.A. no corresponde al RUC 2588017-1-831938 según la DGI; corrija el cliente antes de emitir.`,
    send: invoice(async () => ({
      idAsignacionEmpresaCliente: await storeCustomer({
        receiverType: '01',
        identification: '2588017-1-831938',
        dv: anotherDv('2588017-1-831938'),
        name: 'Ferretería El Istmo, S.A.',
      }),
    })),
  },
  '1602': {
    mistake: 'a customer whose RUC, well formed and with its DV, the DGI’s registry does not hold',
    message: `El RUC ${unregisteredRuc} del cliente Importadora Inexistente, S.A. no está inscrito en la DGI; corrija el cliente antes de emitir.`,
    send: invoice(async () => ({
      idAsignacionEmpresaCliente: await storeCustomer({
        receiverType: '01',
        identification: unregisteredRuc,
        dv: juridicalDv(unregisteredRuc),
        name: 'Importadora Inexistente, S.A.',
      }),
    })),
  },
  '1506': {
    mistake: 'a contingency document without the date the contingency began',
    message: REQUEST_MESSAGES.contingencyDateRequired,
    send: invoice(() => contingency),
  },
  '1507': {
    mistake: 'a contingency that begins after the document is issued',
    message: REQUEST_MESSAGES.contingencyDateFuture,
    send: invoice(() => ({
      ...contingency,
      fechaContingencia: formatPanamaDateTime(new Date(Date.now() + 2 * 86_400_000)),
    })),
  },
  '1509': {
    mistake: 'a contingency document without its reason',
    message: REQUEST_MESSAGES.contingencyReason,
    send: invoice(() => ({ tipoEmision: '02', fechaContingencia: formatPanamaDateTime(new Date()) })),
  },
  '1534': {
    mistake: 'an internal-operation invoice with a foreign destination',
    message: REQUEST_MESSAGES.internalAbroad,
    send: invoice(() => ({ destinoOperacion: '2', informacionDatosExportacion: exportData })),
  },
  '1605': {
    mistake: 'a customer kept without a name',
    message: BUILD_MESSAGES.customerName,
    send: invoice(async () => ({
      idAsignacionEmpresaCliente: await storeCustomer({
        receiverType: '01',
        identification: '155689999-2-2019',
        dv: juridicalDv('155689999-2-2019'),
        name: '',
      }),
    })),
  },
  '1611': {
    mistake: 'a foreign customer on an operation in Panama',
    message: BUILD_MESSAGES.domesticNeedsPanama,
    send: invoice(() => ({ idAsignacionEmpresaCliente: customers[foreignCustomer] })),
  },
  '1612': {
    mistake: 'a Panamanian customer on an operation abroad',
    message: BUILD_MESSAGES.abroadNeedsForeign,
    send: invoice(() => ({
      tipoDocumento: '08',
      destinoOperacion: '2',
      informacionDatosExportacion: exportData,
    })),
  },
  '1618': {
    mistake: 'a foreign customer kept without an identification',
    message: BUILD_MESSAGES.foreignNeedsId,
    send: invoice(async () => ({
      tipoDocumento: '03',
      informacionDatosExportacion: exportData,
      idAsignacionEmpresaCliente: await storeCustomer({
        receiverType: '04',
        identification: '',
        name: 'Maple Trading Ltd.',
        countryCode: 'CA',
      }),
    })),
  },
  '1620': {
    mistake: 'an export invoice to a Panamanian customer',
    message: BUILD_MESSAGES.exportNeedsForeign,
    send: invoice(() => ({ tipoDocumento: '03', informacionDatosExportacion: exportData })),
  },
  '1650': {
    mistake: 'export data on an operation in Panama',
    message: REQUEST_MESSAGES.exportNotAllowed,
    send: invoice(() => ({ informacionDatosExportacion: exportData })),
  },
  '1651': {
    mistake: 'an export invoice without its export data',
    message: REQUEST_MESSAGES.exportRequired,
    send: invoice(() => ({ tipoDocumento: '03', idAsignacionEmpresaCliente: customers[foreignCustomer] })),
  },
  '1703': {
    mistake: 'a referenced CUFE that does not have the DGI’s layout',
    message: REQUEST_MESSAGES.referenceCufeInvalid,
    send: note('04', () => `FE01${'X'.repeat(62)}`),
  },
  '1704': {
    mistake: 'a referenced CUFE with a wrong check digit',
    message: REQUEST_MESSAGES.referenceCufeInvalid,
    send: note('04', () => {
      const cufe = demoCufe('01', '7001');
      return `${cufe.slice(0, -1)}${(Number(cufe.slice(-1)) + 1) % 10}`;
    }),
  },
  '1705': {
    mistake: 'a credit note that refers to no document',
    message: REQUEST_MESSAGES.referencesRequired,
    send: note('04'),
  },
  '1706': {
    mistake: 'a generic credit note that refers to an electronic invoice',
    message: REQUEST_MESSAGES.referenceOneOfTwo,
    send: invoice(() => ({
      tipoDocumento: '06',
      documentosFiscalesReferenciados: [ownDocumentReference(demoCufe('01', '7002'))],
    })),
  },
  '1708': {
    mistake: 'an invoice that refers to an electronic invoice',
    message: REQUEST_MESSAGES.referencesNotAllowed,
    send: invoice(() => ({
      documentosFiscalesReferenciados: [ownDocumentReference(demoCufe('01', '7003'))],
    })),
  },
  '1709': {
    mistake: 'a credit note that refers to the same invoice twice',
    message: REQUEST_MESSAGES.referenceCufeDuplicated,
    send: note(
      '04',
      () => demoCufe('01', '7004'),
      () => demoCufe('01', '7004'),
    ),
  },
  '1712': {
    mistake: 'a credit note that refers to a credit note',
    message: REQUEST_MESSAGES.referenceNoteToNote,
    send: note('04', () => demoCufe('04', '7005')),
  },
  '1713': {
    mistake: 'a debit note that refers to a debit note',
    message: REQUEST_MESSAGES.referenceNoteToNote,
    send: note('05', () => demoCufe('05', '7006')),
  },
  '1715': {
    mistake: 'a credit note that refers to a debit note',
    message: REQUEST_MESSAGES.referenceNoteToNote,
    send: note('04', () => demoCufe('05', '7007')),
  },
  '1716': {
    mistake: 'a debit note that refers to a credit note',
    message: REQUEST_MESSAGES.referenceNoteToNote,
    send: note('05', () => demoCufe('04', '7008')),
  },
  '2051': {
    mistake: 'a discount above the unit price',
    message: REQUEST_MESSAGES.discountAbove('45.00'),
    send: invoice(() => ({
      detalles: [line({ descuento: '50.00' })],
      formasPago: [{ codigo: '02', valor: '1.00' }],
    })),
  },
  '2052': {
    mistake: 'a discount on an item given for free',
    message: REQUEST_MESSAGES.discountAbove('0.00'),
    send: invoice(() => ({
      detalles: [line({ precioProducto: '0', descuento: '1.00' })],
      formasPago: [{ codigo: '02', valor: '1.00' }],
    })),
  },
  '2300': {
    mistake: 'the same other tax (OTI) twice on one item',
    message: REQUEST_MESSAGES.otiDuplicated,
    send: invoice(() => ({
      detalles: [
        line({
          otis: [
            { codigo: '01', valor: '1.00' },
            { codigo: '01', valor: '2.00' },
          ],
        }),
      ],
      formasPago: [{ codigo: '02', valor: '99.30' }],
    })),
  },
  '2601': {
    mistake: 'payment form 99 without its description',
    message: REQUEST_MESSAGES.paymentDescription,
    send: invoice(() => ({ formasPago: [{ codigo: '99', valor: '109.05' }] })),
  },
};

// 3. Fields and calls the issuer makes itself, never from the user's data. The sandbox's own tests
// (packages/pac-sandbox/src/dgi/*.test.ts, test/*.int.test.ts) show that it catches them.
const cannotComeFromIssuer: Partial<Record<SandboxCode, string>> = {
  '0100': 'the issuer builds the rFE from the schema’s model and checks every length and pattern first',
  '0423': 'an answer to feConsFE, asked only after a lost answer; the worker then sends the document',
  '0640': 'an answer to feConsRucDV, which generation reads as the refusal of 1602 before numbering',
  '0762':
    'an answer to feDescFE (no document for that access key), asked when loading a received voucher; its refusal is tested with the received vouchers',
  '1000': 'dVerForm is the constant 1.00',
  '1001': 'the issuer computes the CUFE and its check digit',
  '1002': 'numbers are reserved once per billing point; a 1002 is resolved by consulting the CUFE',
  '1003': 'the issuer signs the document with the company’s certificate',
  '1500': 'iAmb comes from the server’s configuration, the same for the document and the envelope',
  '1502': 'the CUFE’s environment segment is built from iAmb',
  '1504': 'the CUFE’s emission-type segment is built from iTpEmis',
  '1511': 'the CUFE’s document-type segment is built from iDoc',
  '1514': 'the CUFE’s number segment is built from dNroDF',
  '1516': 'the CUFE’s billing-point segment is built from dPtoFacDF',
  '1518': 'the CUFE’s security-code segment is built from dSeg',
  '1520':
    'dFechaEm is the user’s date only when it is an earlier day (the shared rules refuse a later one), else the server’s clock',
  '1521': 'the CUFE’s date segment is built from dFechaEm',
  '1533': 'an export invoice always goes abroad: the shared rules set its destination',
  '1560': 'the issuer’s RUC and DV are the company’s, which the PAC confirmed at affiliation',
  '1564': 'the CUFE’s RUC and DV segment is built from gRucEmi',
  '1567': 'the CUFE’s branch segment is built from dSucEm',
  '1619': 'the receiver carries either gIdExt (foreign) or gRucRec, never both',
  '1621': 'a final consumer’s identification is always written as a natural person’s (dTipoRuc 1)',
  '2001': 'the issuer numbers the items in sequence',
  '2053': 'the issuer computes each item’s price',
  '2054': 'freight travels in the items only: dTotAcar is never written',
  '2055': 'insurance travels in the items only: dTotSeg is never written',
  '2056': 'the issuer computes each item’s total',
  '2150': 'the ITBMS rate is written from the item’s code (00–03)',
  '2152': 'the issuer computes each item’s ITBMS',
  '2500': 'the issuer computes dTotNeto',
  '2501': 'the issuer computes dTotITBMS',
  '2503': 'the issuer computes dTotGravado',
  '2505': 'freight travels in the items only: dTotAcar is never written',
  '2506': 'insurance travels in the items only: dTotSeg is never written',
  '2507': 'the issuer computes dVTot',
  '2510': 'the issuer computes dTotRec from the payments',
  '2513': 'the issuer counts the items',
  '2514': 'the issuer computes dVTotItems',
  '2600': 'payment forms are the schema’s codes; 09 and 10 travel as 99 with their name',
  '2602': 'a description is written for payment form 99 only',
};

/** The CUFEs of two authorised documents: one past the cancellation window, one already cancelled. */
const cancellable = { expired: '', cancelled: '' };

// Cancellation events: the API refuses what the DGI would reject before the event is signed or sent.
const refusedCancellations: Partial<Record<SandboxCode, Refused & { status: number }>> = {
  '0620': {
    mistake: 'cancelling a CUFE the company never issued',
    status: 404,
    message: 'No existen un comprobante con el cufe ingresado',
    send: async () => cancelDocument(server, token, demoCufe('01', '7009')),
  },
  '0621': {
    mistake: 'cancelling a document after the cancellation window',
    status: 400,
    message:
      'El plazo para anular el comprobante venció; emita una nota de crédito que haga referencia a su CUFE.',
    send: async () => cancelDocument(server, token, cancellable.expired),
  },
  '0622': {
    mistake: 'cancelling a document already cancelled',
    status: 409,
    message: 'El comprobante ya se encuentra anulado.',
    send: async () => cancelDocument(server, token, cancellable.cancelled),
  },
  '0623': {
    mistake: 'cancelling another issuer’s document',
    status: 404,
    message: 'No existen un comprobante con el cufe ingresado',
    send: async () =>
      cancelDocument(server, token, demoCufe('01', '1', { ruc: '155601234-2-2015', dv: '80' })),
  },
};

function listRefusals<R extends Refused>(group: Partial<Record<SandboxCode, R>>) {
  return Object.entries(group).map(([code, refusal]) => [code, refusal.mistake, refusal] as const);
}

const rejectionCodes = Object.entries(RESULT_CODES)
  .filter(([, entry]) => entry.effect === 'R')
  .map(([code]) => code);

beforeAll(async () => {
  // The company starts unknown to the PAC's affiliates, so the first document can meet 0185. The server
  // talks to this sandbox (PAC_URL); the one startTestServer starts stays idle.
  pac = await startPacSandbox({ host: '127.0.0.1', taxpayers: [{ ...demoTaxpayer, isAffiliated: false }] });
  server = await startTestServer({ PAC_URL: pac.url, CONTINGENCY_AFTER_FAILURES: '100' });
  token = await server.login('adm@demo.facturar.test');
  ({ customers, products } = await findDemoIds(server.ctx.db));
  baseBody = await demoInvoiceBody(server.ctx.db);
});

afterAll(async () => {
  await server?.close();
  await pac?.close();
});

describe('the rejection codes of the PAC sandbox', () => {
  it('are each placed in exactly one group: reached, refused by the API, or not the user’s', () => {
    const groups = [
      Object.keys(reachedFromApi),
      Object.keys(refusedBeforeNumbering),
      Object.keys(refusedCancellations),
      Object.keys(cannotComeFromIssuer),
    ].flat();
    expect(new Set(groups).size).toBe(groups.length);
    expect(groups.sort()).toEqual([...rejectionCodes].sort());
  });
});

describe('reached from the API: accepted, sent, and recorded as rejected by the DGI', () => {
  const outcomes = new Map<string, ReturnType<typeof issueAndSettle>>();
  let vouchersBefore = 0;

  beforeAll(async () => {
    vouchersBefore = await availableVouchers();
    const { '0185': unaffiliated, ...others } = reachedFromApi;
    if (unaffiliated) {
      const settled = issueAndSettle(await unaffiliated.body());
      outcomes.set('0185', settled);
      await settled.catch(() => undefined);
    }
    pac.saveTaxpayer({ ...demoTaxpayer, isAffiliated: true });
    for (const [code, scenario] of Object.entries(others)) {
      const settled = scenario.body().then(issueAndSettle);
      settled.catch(() => undefined);
      outcomes.set(code, settled);
    }
    await Promise.allSettled(outcomes.values());
  });

  it.each(Object.entries(reachedFromApi).map(([code, { situation }]) => [code, situation]))(
    '%s when %s',
    async (code) => {
      const outcome = outcomes.get(code);
      if (!outcome) throw new Error(`no document was issued for ${code}`);
      const row = await outcome;
      expect(row.estadoAutorizacion).toBe('NAU');
      expect(row.codigoAutorizacion).toBe(code);
      expect(row.mensajeAutorizacion).toBe(`${code} - ${RESULT_CODES[code as SandboxCode].message}`);
      const others = (row.informacionAdicionalProceso ?? '').split('\n').filter(Boolean);
      expect(
        others.filter((detail) => RESULT_CODES[detail.slice(0, 4) as SandboxCode]?.effect !== 'N'),
      ).toEqual([]);
    },
  );

  it('gives back the voucher of every rejected document', async () => {
    expect(await availableVouchers()).toBe(vouchersBefore);
  });
});

describe('refused by the API before a number is taken, with the shared rules’ message', () => {
  it.each(listRefusals(refusedBeforeNumbering))('%s: %s', async (_code, _mistake, refusal) => {
    const before = await traces();
    const response = await refusal.send();
    expect(response.statusCode).toBe(400);
    const { apierror } = response.json() as { apierror: { mensajeSistema: string } };
    expect(apierror.mensajeSistema).toBe(refusal.message);
    expect(await traces()).toEqual(before);
  });
});

describe('cancellations the DGI would reject, refused by the API before the event is sent', () => {
  beforeAll(async () => {
    const [expired, cancelled] = await Promise.all([issueAndSettle(baseBody), issueAndSettle(baseBody)]);
    expect([expired.estadoAutorizacion, cancelled.estadoAutorizacion]).toEqual(['AUT', 'AUT']);
    const windowMs = (server.config.cancellationWindowHours + 1) * 3_600_000;
    await server.ctx.db
      .updateTable('documents')
      .set({ authorised_at: new Date(Date.now() - windowMs) })
      .where('id', '=', expired.id)
      .execute();
    const done = await cancelDocument(server, token, cancelled.cufe);
    expect(done.statusCode, done.body).toBe(200);
    cancellable.expired = expired.cufe;
    cancellable.cancelled = cancelled.cufe;
  });

  it.each(listRefusals(refusedCancellations))('%s: %s', async (_code, _mistake, refusal) => {
    const before = await traces();
    const response = await refusal.send();
    expect(response.statusCode).toBe(refusal.status);
    expect((response.json() as { apierror: { mensaje: string } }).apierror.mensaje).toBe(refusal.message);
    expect(await traces()).toEqual(before);
  });
});

describe('not the user’s to cause: fields and calls the issuer makes itself', () => {
  it.each(Object.entries(cannotComeFromIssuer))('%s: %s', (code, reason) => {
    expect(RESULT_CODES[code as SandboxCode].effect).toBe('R');
    expect(reason).not.toBe('');
  });
});
