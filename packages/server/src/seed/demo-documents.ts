import {
  Decimal,
  computeLineTotals,
  computeRucDv,
  formatFixed2,
  formatPanamaDate,
  sumAmounts,
  type ItbmsCode,
} from '@facturar/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { recordMailAttempt } from '../features/document-delivery/index.ts';
import { demoPassword } from './demo-seed.ts';
import { issueDueOccurrences } from '../features/recurring-invoices/index.ts';
import {
  backdateSchedule,
  ensureCustomers,
  findDocumentOutcome,
  findProductIds,
  hasIssuedDocuments,
} from './demo-documents-repository.ts';
import { seedDemoDraftsAndQuotes } from './demo-drafts.ts';
import { createDemoApiKey, seedDemoWebhook } from './demo-integrations.ts';

const demoCompany = { ruc: '155596713-2-2015', dv: '59', name: 'Comercializadora Demo Facturar, S.A.' };
const demoAdministrator = 'adm@demo.facturar.test';
const platformAdministrator = 'admin@facturar.test';
const DAY_MS = 86_400_000;
const SETTLE_TIMEOUT_MS = 60_000;

// The demo company invoicing itself: what it issues to this customer, it loads as a received voucher.
const selfCustomer = {
  receiver_type: '01',
  taxpayer_type: '2',
  identification: demoCompany.ruc,
  dv: demoCompany.dv,
  name: demoCompany.name,
  email: 'facturacion@demo.facturar.test',
  address: 'Avenida Balboa, Torre Demo, piso 10, Bella Vista, Panamá',
  phone: '507-2000',
  location_code: '8-8-7',
} as const;

// A well-formed RUC with its own check digit that the DGI's registry does not hold: the DGI refuses (1602).
const unregisteredRuc = '155700001-2-2020';
function unregisteredCustomer() {
  const dv = computeRucDv(unregisteredRuc, 'juridica');
  return {
    receiver_type: '01',
    taxpayer_type: '2',
    identification: unregisteredRuc,
    dv: dv.ok ? dv.value : null,
    name: 'Importadora del Atlántico, S.A.',
    email: 'compras@importadora-atlantico.test',
    address: 'Calle 13, Zona Libre de Colón',
    phone: '441-5500',
    location_code: '3-1-1',
  } as const;
}

/** The ITBMS rate of each code of the generation request. */
type Line = { product: string; quantity: number; price: string; itbms: ItbmsCode };
type Planned = {
  label: string;
  type: '01' | '03' | '04' | '05';
  customer: string;
  daysAgo: number;
  lines: Line[];
  /** The planned invoice a note refers to. */
  refersTo?: string;
  /** Ends cancelled (ANU) once authorised. */
  cancel?: boolean;
  /** Issued to the company itself, then loaded as a received voucher. */
  receive?: boolean;
  /** Issued while the PAC's registry query (feConsRucDV) is down, so the DGI judges the receiver. */
  refused?: boolean;
  /** Issued by the point of sale with its API key (demo-integrations.ts) rather than the session. */
  byPointOfSale?: boolean;
  /** Resent to an address the customer's mail server no longer takes (issue 27 §2, 'Correo'). */
  mailRefusedBy?: string;
};

const plan: readonly Planned[] = [
  {
    label: 'factura-canal',
    type: '01',
    customer: '155601234-2-2015',
    daysAgo: 26,
    lines: [
      { product: 'SRV-001', quantity: 2, price: '45.00', itbms: '01' },
      { product: 'ALI-005', quantity: 3, price: '4.25', itbms: '00' },
    ],
  },
  {
    label: 'factura-logistica',
    type: '01',
    customer: '155689012-2-2019',
    daysAgo: 23,
    lines: [{ product: 'TRN-100', quantity: 3, price: '120.00', itbms: '01' }],
  },
  {
    label: 'factura-jose',
    byPointOfSale: true,
    type: '01',
    customer: '4-123-456',
    daysAgo: 21,
    lines: [
      { product: 'BEB-750', quantity: 2, price: '18.50', itbms: '02' },
      { product: 'BEB-350', quantity: 4, price: '2.10', itbms: '03' },
    ],
  },
  {
    label: 'factura-supermercado',
    type: '01',
    customer: '155734521-2-2022',
    daysAgo: 18,
    lines: [
      { product: 'ALI-005', quantity: 40, price: '4.25', itbms: '00' },
      { product: 'BEB-350', quantity: 24, price: '2.10', itbms: '03' },
    ],
  },
  {
    label: 'factura-clinica',
    type: '01',
    customer: '155698234-2-2019',
    daysAgo: 15,
    lines: [{ product: 'EQP-014', quantity: 2, price: '950.00', itbms: '01' }],
  },
  {
    label: 'exportacion-global',
    type: '03',
    customer: 'US-98-7654321',
    daysAgo: 12,
    lines: [{ product: 'EQP-014', quantity: 5, price: '950.00', itbms: '00' }],
  },
  {
    label: 'factura-hotel',
    type: '01',
    customer: '155712098-2-2021',
    daysAgo: 10,
    mailRefusedBy: 'administracion@boquetehighlands.test',
    lines: [{ product: 'SRV-001', quantity: 10, price: '45.00', itbms: '01' }],
  },
  {
    label: 'factura-constructora',
    type: '01',
    customer: '155647812-2-2017',
    daysAgo: 8,
    cancel: true,
    lines: [
      { product: 'TRN-100', quantity: 2, price: '120.00', itbms: '01' },
      { product: 'SRV-001', quantity: 4, price: '45.00', itbms: '01' },
    ],
  },
  {
    label: 'factura-ministerio',
    type: '01',
    customer: '8-NT-1-419',
    daysAgo: 6,
    lines: [{ product: 'SRV-001', quantity: 8, price: '45.00', itbms: '01' }],
  },
  {
    label: 'nota-credito-canal',
    type: '04',
    customer: '155601234-2-2015',
    daysAgo: 5,
    refersTo: 'factura-canal',
    lines: [{ product: 'SRV-001', quantity: 1, price: '45.00', itbms: '01' }],
  },
  {
    label: 'nota-debito-logistica',
    type: '05',
    customer: '155689012-2-2019',
    daysAgo: 4,
    refersTo: 'factura-logistica',
    lines: [{ product: 'TRN-100', quantity: 1, price: '120.00', itbms: '01' }],
  },
  {
    label: 'factura-carmen',
    byPointOfSale: true,
    type: '01',
    customer: '8-745-1290',
    daysAgo: 3,
    lines: [{ product: 'BEB-750', quantity: 6, price: '18.50', itbms: '02' }],
  },
  {
    label: 'autofactura-servicios',
    type: '01',
    customer: demoCompany.ruc,
    daysAgo: 2,
    receive: true,
    lines: [{ product: 'SRV-001', quantity: 3, price: '45.00', itbms: '01' }],
  },
  {
    label: 'autofactura-alimentos',
    type: '01',
    customer: demoCompany.ruc,
    daysAgo: 1,
    receive: true,
    lines: [{ product: 'ALI-005', quantity: 10, price: '4.25', itbms: '00' }],
  },
  {
    label: 'factura-canal-equipo',
    byPointOfSale: true,
    type: '01',
    customer: '155601234-2-2015',
    daysAgo: 0,
    lines: [{ product: 'EQP-014', quantity: 1, price: '950.00', itbms: '01' }],
  },
  {
    label: 'factura-importadora',
    type: '01',
    customer: unregisteredRuc,
    daysAgo: 0,
    refused: true,
    lines: [{ product: 'SRV-001', quantity: 2, price: '45.00', itbms: '01' }],
  },
  {
    label: 'factura-importadora-flete',
    type: '01',
    customer: unregisteredRuc,
    daysAgo: 0,
    refused: true,
    lines: [{ product: 'TRN-100', quantity: 1, price: '120.00', itbms: '01' }],
  },
];

/** Issued once the company is connected to the sandbox's HKA mode: the PAC signs them. */
const hkaPlan: readonly Planned[] = [
  {
    label: 'factura-hka-hotel',
    type: '01',
    customer: '155712098-2-2021',
    daysAgo: 0,
    lines: [{ product: 'SRV-001', quantity: 6, price: '45.00', itbms: '01' }],
  },
  {
    label: 'factura-hka-jose',
    type: '01',
    customer: '4-123-456',
    daysAgo: 0,
    lines: [{ product: 'ALI-005', quantity: 12, price: '4.25', itbms: '00' }],
  },
  {
    label: 'factura-hka-logistica',
    type: '01',
    customer: '155689012-2-2019',
    daysAgo: 0,
    cancel: true,
    lines: [{ product: 'TRN-100', quantity: 1, price: '120.00', itbms: '01' }],
  },
];

export type DemoDocumentsOptions = {
  /** One line per step. */
  log?: (line: string) => void;
  /**
   * Runs `issue` while the PAC does not answer the registry query (feConsRucDV), as the in-process PAC
   * sandbox can: the issuer then sends the document as it would without that check, and the DGI refuses
   * the unregistered receiver. Without it the not-authorised documents are left out.
   */
  withoutRegistryQuery?: <T>(issue: () => Promise<T>) => Promise<T>;
  /**
   * The demo company's token pair at the in-process sandbox's HKA mode: after its history through the DGI
   * contract, the platform administrator connects it to that mode and the last documents are signed and
   * authorised by the PAC, so 'Conexión PAC' and both families have something to show. Without it the
   * company stays on the installation's PAC.
   */
  hkaTokens?: { tokenEmpresa: string; tokenPassword: string };
};

type Issued = { cufe: string; issuedOn: string; status: string };

type Session = {
  assignmentId: string;
  call(options: InjectOptions, what: string): Promise<unknown>;
};

/** Signs in as the demo administrator, as the web app does, and calls the API with that session. */
async function openSession(
  app: FastifyInstance,
  codigoSistema: string,
  username = demoAdministrator,
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: demoPassword, codigoSistema },
  });
  const { accessToken } = expectOk(response, 'login') as { accessToken?: string };
  if (!accessToken) throw new Error(`login: ${username} needs a second step`);
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: number | string;
  };
  return {
    assignmentId: String(claims.sub),
    async call(options, what) {
      // A call may bring its own credentials (the point of sale's API key).
      const answer = await app.inject({
        ...options,
        headers: { authorization: `Bearer ${accessToken}`, ...options.headers },
      });
      return expectOk(answer, what);
    },
  };
}

function expectOk(response: { statusCode: number; body: string; json(): unknown }, what: string): unknown {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The document's total as the domain computes it, so the cash payment the seed sends is exact. */
function totalOf(lines: readonly Line[]): string {
  const totals = lines.map((line) =>
    computeLineTotals({
      quantity: new Decimal(line.quantity),
      unitPrice: new Decimal(line.price),
      itbmsCode: line.itbms,
    }),
  );
  return formatFixed2(sumAmounts(totals.map((line) => line.itemTotal)));
}

/**
 * What every plain demo body sends alike: the CAFE's delivery and format, the receiver's container, a
 * sale paid at once (the test support's invoice sends the same).
 */
export const plainBodyFields = {
  entregaCafe: '3',
  formatoCafe: '3',
  envioContenedorReceptor: '1',
  naturalezaOperacion: '01',
  tiempoPago: '1',
  tipoOperacion: '1',
} as const;

/** A body's lines from the seeded products' ids. */
function requestLines(lines: readonly Line[], ids: { products: Record<string, number> }) {
  return lines.map((line) => ({
    idProducto: ids.products[line.product],
    cantidad: String(line.quantity),
    precioProducto: line.price,
    codigoItbms: line.itbms,
  }));
}

function generationBody(
  document: Planned,
  ids: { customers: Record<string, number>; products: Record<string, number> },
  issuedOn: string,
  referenced: Issued | undefined,
): Record<string, unknown> {
  return {
    tipoDocumento: document.type,
    idAsignacionEmpresaCliente: ids.customers[document.customer],
    fechaEmision: issuedOn,
    detalles: requestLines(document.lines, ids),
    formasPago: [{ codigo: document.type === '03' ? '03' : '02', valor: totalOf(document.lines) }],
    ...plainBodyFields,
    ...(document.type === '03'
      ? { informacionDatosExportacion: { condicionEntrega: 'FOB', monedaOperacion: 'USD' } }
      : {}),
    ...(referenced
      ? {
          documentosFiscalesReferenciados: [
            {
              rucEmisor: { tipoRuc: '2', ruc: demoCompany.ruc, dv: demoCompany.dv },
              nombreEmisor: demoCompany.name,
              fechaDocumento: referenced.issuedOn,
              cufeReferenciada: referenced.cufe,
            },
          ],
        }
      : {}),
  };
}

type Found = {
  idComprobanteElectronico: number;
  estado: string;
  numeroFactura: string;
  receptor: string;
  tipoComprobanteElectronico: { nombreComprobante: string };
};

/**
 * Waits until the PAC has judged the document, then finds it as the cancellation screen does. By its id:
 * with a PAC that signs, the PAC's CUFE replaces the provisional one the generation answered.
 */
async function settle(ctx: AppContext, session: Session, id: number): Promise<Found & { cufe: string }> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let judged = await findDocumentOutcome(ctx.db, id);
  while (judged.status === 'PEN' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    judged = await findDocumentOutcome(ctx.db, id);
  }
  const found = (await session.call(
    { method: 'GET', url: `/api/comprobante/buscar/cufe/${judged.cufe}` },
    'buscar/cufe',
  )) as Found;
  return { ...found, cufe: judged.cufe };
}

/**
 * The showcase of a refused address: once the authorisation e-mail is recorded (the outbox takes every
 * address), a resend that the customer's mail server refused, as an SMTP server answers an unknown mailbox.
 * It raises the notice to fix the customer's e-mail like a real refusal.
 */
async function showRefusedMail(ctx: AppContext, session: Session, id: number, address: string) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const history = (await session.call(
      { method: 'GET', url: `/api/comprobantes/${id}/envios-correo` },
      'envíos por correo',
    )) as { envios: unknown[] };
    if (history.envios.length > 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await recordMailAttempt(ctx, {
    documentId: String(id),
    ruc: demoCompany.ruc,
    reason: 'reenvio',
    refused: [
      {
        address,
        code: 550,
        response: `550 5.1.1 <${address}>: Recipient address rejected: User unknown in virtual mailbox table`,
      },
    ],
  });
}

/**
 * The demo company's history for `npm start`: invoices, an export invoice, a credit and a debit note to
 * the seeded customers over the last four weeks, issued through the API as its administrator, so each is
 * signed, numbered and authorised or refused by the PAC like any other. One is then cancelled, two
 * invoices the company issued to itself are loaded as received vouchers, and two to a receiver the DGI
 * does not know end not authorised. With `hkaTokens`, the company is then connected to the sandbox's HKA
 * mode and its last invoices are signed by the PAC (one cancelled through it). Runs only on an empty
 * history; a failure is logged, never thrown.
 */
export async function seedDemoDocuments(
  server: { app: FastifyInstance; ctx: AppContext },
  options: DemoDocumentsOptions = {},
): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { ctx, app } = server;
  try {
    if (await hasIssuedDocuments(ctx.db, demoCompany.ruc)) return;
    log('Comprobantes de demostración: emitiendo a través del PAC…');
    const customers = await ensureCustomers(ctx.db, demoCompany.ruc, [selfCustomer, unregisteredCustomer()]);
    const ids = { customers, products: await findProductIds(ctx.db, demoCompany.ruc) };
    const session = await openSession(app, ctx.config.codigoSistema);
    const pointOfSaleKey = await createDemoApiKey(ctx, demoCompany.ruc, session.call);
    const reported: Parameters<typeof seedDemoWebhook>[3][number][] = [];
    const issued = new Map<string, Issued>();
    const now = ctx.now();

    async function issue(document: Planned): Promise<void> {
      if (document.refused && !options.withoutRegistryQuery) {
        log(`  ${document.label}: omitido (el PAC configurado siempre consulta el RUC del receptor)`);
        return;
      }
      try {
        const referenced = document.refersTo ? issued.get(document.refersTo) : undefined;
        if (document.refersTo && referenced?.status !== 'AUT') {
          log(`  ${document.label}: omitido (${document.refersTo} no está autorizado)`);
          return;
        }
        const issuedOn = formatPanamaDate(new Date(now.getTime() - document.daysAgo * DAY_MS));
        const body = generationBody(document, ids, issuedOn, referenced);
        const generate = () =>
          session.call(
            {
              method: 'POST',
              url: '/api/generacion/comprobantes',
              payload: body,
              ...(document.byPointOfSale
                ? {
                    headers: {
                      authorization: `Bearer ${pointOfSaleKey}`,
                      'idempotency-key': `pos-david-${document.label}`,
                    },
                  }
                : {}),
            },
            'generación',
          );
        const { idComprobanteElectronico } = (await (document.refused && options.withoutRegistryQuery
          ? options.withoutRegistryQuery(generate)
          : generate())) as { idComprobanteElectronico: number };
        const found = await settle(ctx, session, idComprobanteElectronico);
        const { cufe, estado: status } = found;
        issued.set(document.label, { cufe, issuedOn, status });
        if (status === 'AUT' || status === 'NAU')
          reported.push({ cufe, event: status === 'AUT' ? 'documento.autorizado' : 'documento.rechazado' });
        log(
          `  ${found.tipoComprobanteElectronico.nombreComprobante} ${found.numeroFactura} a ${found.receptor}, ${issuedOn}: ${status}`,
        );
        if (document.cancel && status === 'AUT') {
          await session.call(
            {
              method: 'POST',
              url: '/api/eventos/anular/comprobante',
              payload: { cufe, motivo: 'Operación no realizada: el cliente desistió de la compra.' },
            },
            'anulación',
          );
          log(`    ${found.numeroFactura} anulado`);
          reported.push({ cufe, event: 'documento.anulado' });
        }
        if (document.mailRefusedBy && status === 'AUT') {
          await showRefusedMail(ctx, session, idComprobanteElectronico, document.mailRefusedBy);
          log(`    ${found.numeroFactura}: el servidor de correo rechazó ${document.mailRefusedBy}`);
        }
        if (document.receive && status === 'AUT') {
          await session.call(
            { method: 'GET', url: `/api/comprobante/recibido/${cufe}/${session.assignmentId}` },
            'comprobante recibido',
          );
          log(`    ${found.numeroFactura} cargado como comprobante recibido`);
        }
      } catch (error) {
        log(
          `  ${document.label}: no se pudo emitir (${error instanceof Error ? error.message : String(error)})`,
        );
      }
    }

    for (const document of plan) await issue(document);
    await seedDemoSchedules(server, session, ids, log);
    await seedDemoDraftsAndQuotes({
      ctx,
      ruc: demoCompany.ruc,
      adm: session.call,
      int: (await openSession(app, ctx.config.codigoSistema, 'int@demo.facturar.test')).call,
      issue: async (body) => {
        const { idComprobanteElectronico } = (await session.call(
          { method: 'POST', url: '/api/generacion/comprobantes', payload: body },
          'generación',
        )) as { idComprobanteElectronico: number };
        await settle(ctx, session, idComprobanteElectronico);
        return idComprobanteElectronico;
      },
      log,
    });
    if (options.hkaTokens) {
      await connectToHka(app, ctx, options.hkaTokens);
      log('  Conectada al modo HKA del PAC de pruebas: el PAC firma los comprobantes siguientes.');
      for (const document of hkaPlan) await issue(document);
    }
    log(`Comprobantes de demostración: ${issued.size} emitidos.`);
    await seedDemoWebhook(ctx, demoCompany.ruc, session.call, reported);
    log('Integraciones: una clave de API (punto de venta) y un webhook con su registro de entregas.');
  } catch (error) {
    log(
      `Comprobantes de demostración: no se pudieron sembrar (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** As the platform administrator on 'Conexión PAC': the sandbox's HKA mode, saved and tested. */
async function connectToHka(
  app: FastifyInstance,
  ctx: AppContext,
  tokens: { tokenEmpresa: string; tokenPassword: string },
): Promise<void> {
  const platform = await openSession(app, ctx.config.codigoSistema, platformAdministrator);
  const url = `/api/admin/empresas/${demoCompany.ruc}/conexion-pac`;
  await platform.call(
    { method: 'PUT', url, payload: { proveedor: 'sandbox', familia: 'hka', ambiente: '2', ...tokens } },
    'conexión PAC',
  );
  await platform.call({ method: 'POST', url: `${url}/probar` }, 'probar conexión');
}

type DemoSchedule = {
  descripcion: string;
  frecuencia: 'SEMANAL' | 'MENSUAL';
  customer: string;
  lines: Line[];
  /** The first date it issued, this many days ago (within the four weeks of the demo's history). */
  startedDaysAgo: number;
  pause?: boolean;
};

const demoSchedules: DemoSchedule[] = [
  {
    descripcion: 'Asesoría mensual — Distribuidora del Canal',
    frecuencia: 'MENSUAL',
    customer: '155601234-2-2015',
    lines: [{ product: 'SRV-210', quantity: 1, price: '850.00', itbms: '01' }],
    startedDaysAgo: 25,
  },
  {
    descripcion: 'Soporte informático semanal',
    frecuencia: 'SEMANAL',
    customer: '155601234-2-2015',
    lines: [{ product: 'SRV-110', quantity: 4, price: '35.00', itbms: '01' }],
    startedDaysAgo: 20,
    pause: true,
  },
  {
    // The registry check refuses this receiver before numbering: its occurrences wait to be issued by hand.
    descripcion: 'Café para la oficina — Importadora del Atlántico',
    frecuencia: 'SEMANAL',
    customer: unregisteredRuc,
    lines: [{ product: 'ALI-120', quantity: 6, price: '7.25', itbms: '00' }],
    startedDaysAgo: 9,
  },
];

/**
 * 'Programadas': a monthly and two weekly schedules made through the API, started in the last weeks, whose
 * past dates the daily job issues, so their invoices, their next dates and refused occurrences (an
 * unregistered receiver) are in the list. The weekly support one ends paused.
 */
async function seedDemoSchedules(
  server: { app: FastifyInstance; ctx: AppContext },
  session: Session,
  ids: { customers: Record<string, number>; products: Record<string, number> },
  log: (line: string) => void,
): Promise<void> {
  const { ctx } = server;
  const now = ctx.now();
  const made: { id: number; schedule: DemoSchedule }[] = [];
  for (const schedule of demoSchedules) {
    const startedOn = formatPanamaDate(new Date(now.getTime() - schedule.startedDaysAgo * DAY_MS));
    const weekday = ((new Date(`${startedOn}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const answer = (await session.call(
      {
        method: 'POST',
        url: '/api/programaciones',
        payload: {
          descripcion: schedule.descripcion,
          frecuencia: schedule.frecuencia,
          dia: schedule.frecuencia === 'SEMANAL' ? weekday : Number(startedOn.slice(8, 10)),
          fechaInicio: startedOn,
          comprobante: {
            tipoDocumento: '01',
            idAsignacionEmpresaCliente: ids.customers[schedule.customer],
            detalles: requestLines(schedule.lines, ids),
            formasPago: [{ codigo: '02', valor: totalOf(schedule.lines) }],
            ...plainBodyFields,
          },
        },
      },
      'programación',
    )) as { programacion: { idProgramacion: number } };
    await backdateSchedule(ctx.db, answer.programacion.idProgramacion, startedOn);
    made.push({ id: answer.programacion.idProgramacion, schedule });
  }
  // The job catches up with the dates since each start (the package of vouchers is younger than them, so
  // they are issued today, as a job that had been stopped would issue them).
  const run = await issueDueOccurrences(ctx);
  log(`  Programadas: ${run.issued} emitidas, ${run.failed} no emitidas`);
  // Their invoices are judged by the PAC before the demo opens, as the other demo documents are.
  for (const { id } of made) {
    const { ocurrencias } = (await session.call(
      { method: 'GET', url: `/api/programaciones/${id}/ocurrencias` },
      'emisiones',
    )) as { ocurrencias: { idComprobante: number | null }[] };
    for (const occurrence of ocurrencias)
      if (occurrence.idComprobante) await settle(ctx, session, occurrence.idComprobante);
  }
  for (const { id } of made.filter((entry) => entry.schedule.pause)) {
    await session.call({ method: 'POST', url: `/api/programaciones/${id}/pausar` }, 'pausa');
  }
  log(`Programadas de demostración: ${made.length} programaciones.`);
}
