import {
  computeRequestTotals,
  emptyExportData,
  emptyLineDraft,
  formatFixed2,
  formatPanamaDate,
  generationRequestFieldsSchema,
  lineItemSchema,
  toLineInput,
  type LineDraft,
} from '@facturar/domain';
import type { InjectOptions } from 'fastify';
import type { AppContext } from '../app-context.ts';
import {
  backdateDraft,
  backdateQuote,
  findDemoProducts,
  type DemoProduct,
} from './demo-drafts-repository.ts';

type Call = (options: InjectOptions, what: string) => Promise<unknown>;
type DemoLine = { product: string; quantity: string; price: string; itbms: '00' | '01' };
type DemoForm = {
  type: '01' | '03';
  /** The customer as the form's search finds it (a word of its name); none for a final consumer. */
  customer: string | null;
  lines: DemoLine[];
  paymentCode: string;
  export?: { condicionEntrega: string; monedaOperacion: string; puertoEmbarque: string };
};
type Customer = { idAsignacionEmpresaCliente: number; nombres: string; correo: string | null };

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * A detail line as the emission form keeps it (ADR 0115: a draft holds the form's own values): the line
 * dialog's fields, and the line they validate to, judged by the same schema the dialog uses.
 */
function lineRow(line: DemoLine, product: DemoProduct, index: number) {
  const draft: LineDraft = {
    ...emptyLineDraft,
    idProducto: String(product.id),
    cantidad: line.quantity,
    precioProducto: line.price,
    codigoItbms: line.itbms,
  };
  const request = lineItemSchema.parse(toLineInput(draft));
  return {
    key: `demo-${index}`,
    codigoPrincipal: product.main_code,
    descripcion: product.description,
    hasGtin: product.gtin_commercial !== null || product.gtin_inventory !== null,
    draft,
    request,
  };
}

/** The form's values, as 'Guardar borrador' would save them, and the generation body it would send. */
function formOf(
  form: DemoForm,
  customer: Customer | null,
  products: Map<string, DemoProduct>,
  today: string,
) {
  const detalles = form.lines.map((line, index) => {
    const product = products.get(line.product);
    if (!product) throw new Error(`producto ${line.product} no sembrado`);
    return lineRow(line, product, index);
  });
  const isExport = form.type === '03';
  const common = {
    entregaCafe: '3',
    formatoCafe: '3',
    envioContenedorReceptor: '1',
    naturalezaOperacion: isExport ? '02' : '01',
    tipoOperacion: '1',
    tiempoPago: '1',
    destinoOperacion: isExport ? '2' : '1',
  };
  const base = {
    tipoDocumento: form.type,
    idAsignacionEmpresaCliente: customer?.idAsignacionEmpresaCliente ?? 0,
    detalles: detalles.map((row) => row.request),
    ...common,
    ...(form.export ? { informacionDatosExportacion: form.export } : {}),
  };
  // The total does not depend on the payments: any one lets the fields be read.
  const total = formatFixed2(
    computeRequestTotals(
      generationRequestFieldsSchema.parse({ ...base, formasPago: [{ codigo: '02', valor: '1' }] }),
    ).totals.documentTotal,
  );
  const state = {
    customerMode: customer ? 'data' : 'final',
    customer,
    fechaEmision: today,
    tipoEmision: '01',
    ...common,
    tipoSucursal: '',
    tipoTransaccionVenta: '',
    fechaSalida: '',
    fechaContingencia: '',
    motivoContingencia: '',
    informacionInteresEmisor: '',
    detalles,
    paymentMode: 'U',
    uniquePaymentCode: form.paymentCode,
    formasPago: [],
    propina: '',
    hasInfo: false,
    informacionAdicional: [],
    hasDiscounts: false,
    descuentosAdicionales: [],
    hasRetention: false,
    codigoRetencion: '',
    pagoPlazos: [],
    rucsAutorizados: [],
    informacionDatosExportacion: { ...emptyExportData, ...form.export },
    documentosFiscalesReferenciados: [],
  };
  const body = { ...base, formasPago: [{ codigo: form.paymentCode, valor: total }] };
  return { state, body, total, receiver: customer?.nombres ?? 'Consumidor final', email: customer?.correo };
}

const hotelSupplies: DemoForm = {
  type: '01',
  customer: 'Boquete Highlands',
  lines: [
    { product: 'OFI-010', quantity: '40', price: '4.95', itbms: '01' },
    { product: 'OFI-022', quantity: '12', price: '3.60', itbms: '01' },
    { product: 'MUE-005', quantity: '2', price: '139.50', itbms: '01' },
  ],
  paymentCode: '02',
};
const counterSale: DemoForm = {
  type: '01',
  customer: null,
  lines: [
    { product: 'BEB-020', quantity: '3', price: '9.80', itbms: '01' },
    { product: 'ALI-120', quantity: '2', price: '7.25', itbms: '00' },
  ],
  paymentCode: '02',
};
const andina: DemoForm = {
  type: '03',
  customer: 'Andina',
  lines: [{ product: 'EQP-027', quantity: '15', price: '245.00', itbms: '00' }],
  paymentCode: '08',
  export: {
    condicionEntrega: 'FOB',
    monedaOperacion: 'USD',
    puertoEmbarque: 'Manzanillo International Terminal',
  },
};
const canal: DemoForm = {
  type: '01',
  customer: 'Distribuidora del Canal',
  lines: [
    { product: 'SRV-210', quantity: '1', price: '850.00', itbms: '01' },
    { product: 'SRV-110', quantity: '6', price: '35.00', itbms: '01' },
  ],
  paymentCode: '02',
};

/**
 * 'Borradores' and 'Cotizaciones' for `npm start` (issue 28), through the API as the users would:
 * three unfinished forms (the administrator's credit sale to a hotel and export to Colombia, the
 * internal user's counter sale), and four quotes: one mailed, one accepted and issued as an invoice
 * (it names it), one expired, and one of the export shared by link. A failure is logged, never thrown.
 */
export async function seedDemoDraftsAndQuotes(seed: {
  ctx: AppContext;
  ruc: string;
  adm: Call;
  int: Call;
  /** Issues a generation body and waits for the PAC: the document's id. */
  issue: (body: Record<string, unknown>) => Promise<number>;
  log: (line: string) => void;
}): Promise<void> {
  const { ctx, ruc, adm, int, log } = seed;
  const now = ctx.now();
  const today = formatPanamaDate(now);
  const inDays = (days: number) => formatPanamaDate(new Date(now.getTime() + days * DAY_MS));
  const products = await findDemoProducts(
    ctx.db,
    ruc,
    [hotelSupplies, counterSale, andina, canal].flatMap((form) => form.lines.map((line) => line.product)),
  );
  async function prepare(form: DemoForm) {
    let customer: Customer | null = null;
    if (form.customer) {
      const found = (await adm(
        {
          method: 'GET',
          url: `/api/admin/clientes/buscar/${form.type === '03' ? 'extranjero/' : ''}${ruc}`,
          query: { parametroBusqueda: form.customer },
        },
        'búsqueda de cliente',
      )) as Customer[];
      customer = found[0] ?? null;
      if (!customer) throw new Error(`cliente «${form.customer}» no sembrado`);
    }
    return formOf(form, customer, products, today);
  }
  async function saveDraft(call: Call, form: DemoForm, savedAgoMs: number) {
    const prepared = await prepare(form);
    const { idBorrador } = (await call(
      {
        method: 'POST',
        url: '/api/borradores',
        payload: {
          tipoDocumento: form.type,
          estado: prepared.state,
          nombreReceptor: prepared.receiver,
          total: prepared.total,
        },
      },
      'borrador',
    )) as { idBorrador: number };
    await backdateDraft(ctx.db, idBorrador, new Date(now.getTime() - savedAgoMs));
    return { idBorrador, ...prepared };
  }
  async function quote(draft: { idBorrador: number; body: object }, fechaValidez: string) {
    return (await adm(
      {
        method: 'POST',
        url: '/api/cotizaciones',
        payload: { idBorrador: draft.idBorrador, fechaValidez, comprobante: draft.body },
      },
      'cotización',
    )) as { idCotizacion: number; numero: string };
  }

  try {
    const hotel = await saveDraft(adm, hotelSupplies, 2 * DAY_MS);
    const exportDraft = await saveDraft(adm, andina, 5 * HOUR_MS);
    await saveDraft(int, counterSale, 40 * 60_000);
    log('Borradores de demostración: 3 (dos del administrador, uno del usuario interno).');

    // A quote for Distribuidora del Canal that expired unanswered, and a new one it accepted.
    const canalDraft = await saveDraft(adm, canal, 45 * DAY_MS);
    const expired = await quote(canalDraft, today);
    await backdateQuote(ctx.db, expired.idCotizacion, inDays(-30), new Date(now.getTime() - 45 * DAY_MS));
    const accepted = await quote(canalDraft, inDays(10));
    const { idBorrador: invoiceDraft } = (await adm(
      { method: 'POST', url: `/api/cotizaciones/${accepted.idCotizacion}/aceptacion` },
      'aceptación',
    )) as { idBorrador: number };
    const invoiceId = await seed.issue(canalDraft.body);
    await adm(
      {
        method: 'POST',
        url: `/api/borradores/${invoiceDraft}/emitido`,
        payload: { idComprobanteElectronico: invoiceId },
      },
      'borrador emitido',
    );
    await adm({ method: 'DELETE', url: `/api/borradores/${canalDraft.idBorrador}` }, 'borrador cotizado');

    const mailed = await quote(hotel, inDays(15));
    await adm(
      {
        method: 'POST',
        url: `/api/cotizaciones/${mailed.idCotizacion}/envio`,
        payload: { correos: [hotel.email ?? 'administracion@boquetehighlands.test'] },
      },
      'envío de cotización',
    );
    const shared = await quote(exportDraft, inDays(30));
    await adm(
      { method: 'POST', url: `/api/cotizaciones/${shared.idCotizacion}/enlace` },
      'enlace de cotización',
    );
    log(
      `Cotizaciones de demostración: ${expired.numero} vencida, ${accepted.numero} facturada, ` +
        `${mailed.numero} enviada por correo, ${shared.numero} compartida por enlace.`,
    );
  } catch (error) {
    log(
      `Borradores y cotizaciones de demostración: no se pudo sembrarlos (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
