import fc from 'fast-check';
import { Decimal } from '../money/index.ts';
import { buildCufe } from '../cufe/index.ts';
import { padBillingPoint, padDocumentNumber } from '../rfe/document-numbering.ts';
import type { CustomerData } from '../rfe/emission-parties.ts';
import type { LineItemRequest } from '../request/line-item-schema.ts';
import { computeRequestTotals } from '../request/request-totals.ts';
import {
  CPBS_PRODUCT_IDS,
  FOREIGN_CUSTOMER,
  GOVERNMENT_CUSTOMER,
  PRODUCT_IDS,
  TAXPAYER_CUSTOMER,
} from './emission-fixtures.ts';

/**
 * fast-check arbitraries of valid generation requests (relative to SAMPLE_NOW), covering the nine
 * document types and every optional group, with the customer each one needs. Numbers are sent as
 * plain decimal texts, as the forms send them.
 */
export type GeneratedCase = { body: Record<string, unknown>; customer: CustomerData | null };

type Body = Record<string, unknown>;

/** A plain decimal text with up to `maxDecimals` decimals between `min` and `max` (in units). */
function decimalText(minUnits: number, maxUnits: number, maxDecimals: number): fc.Arbitrary<string> {
  return fc
    .integer({ min: 0, max: maxDecimals })
    .chain((decimals) =>
      fc
        .integer({ min: Math.ceil(minUnits * 10 ** decimals), max: Math.floor(maxUnits * 10 ** decimals) })
        .map((units) => new Decimal(units).dividedBy(10 ** decimals).toFixed(decimals)),
    );
}

const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZáéíóúñÑü0123456789'];
const ALNUM_EXTRA = [...LETTERS, ' ', '.', ',', '-', '#', '/', '(', ')', '&', "'"];
const FREE_EXTRA = [...ALNUM_EXTRA, '<', '>', '"', '\n', '\t', '\r\n', '€', '😀', ']]>'];

function text(chars: readonly string[], minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom(...chars), { minLength, maxLength })
    .map((parts) => parts.join(''))
    .filter(
      (value) => value.trim().length >= minLength && value.trim() === value && value.length <= maxLength,
    );
}

const alnum = (min: number, max: number) => text(ALNUM_EXTRA, Math.max(min, 1), max);
const free = (min: number, max: number) => text(FREE_EXTRA, Math.max(min, 1), max);

/** A string of `min` to `max` characters of the alphabet (cheaper than fc.stringMatching). */
function charsOf(alphabet: string, min: number, max = min): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max })
    .map((parts) => parts.join(''));
}

const DIGITS = '0123456789';
const UPPER_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const digits = (min: number, max: number) =>
  fc
    .tuple(charsOf('123456789', 1), charsOf(DIGITS, Math.max(min - 1, 0), max - 1))
    .map(([first, rest]) => first + rest);
const phone = fc.tuple(charsOf(DIGITS, 3, 4), charsOf(DIGITS, 4)).map(([left, right]) => `${left}-${right}`);

const VALID_RUCS = [
  { tipoRuc: '2', ruc: '155596713-2-2015', dv: '59' },
  { tipoRuc: '1', ruc: '8-274-125', dv: '91' },
  { tipoRuc: '1', ruc: 'PE-1-19', dv: '60' },
  { tipoRuc: '1', ruc: 'E-8-110361', dv: '95' },
  { tipoRuc: '2', ruc: '8-NT-1-419', dv: '68' },
];
const rucGroup = fc.constantFrom(...VALID_RUCS);
const LOCATIONS = ['8-8-7', '8-8-1', '1-1-1', '4-1-1', '9-1-1', '8-8-22'];

function lineArbitrary(productIds: readonly string[]): fc.Arbitrary<Body> {
  return fc
    .record({
      idProducto: fc.constantFrom(...productIds),
      cantidad: fc.oneof(decimalText(0.001, 999, 6), fc.integer({ min: 1, max: 50 }).map(String)),
      precioProducto: fc.oneof(decimalText(0.01, 99_999, 6), decimalText(0.01, 20, 2)),
      codigoItbms: fc.constantFrom('00', '01', '02', '03'),
      discountShare: fc.option(fc.integer({ min: 0, max: 100 })),
      isPercentage: fc.boolean(),
      tasaIsc: fc.option(fc.constantFrom('0.0', '0.035', '0.05', '0.06', '0.1325', '0.325')),
      otis: fc
        .subarray(['01', '02'])
        .chain((codes) =>
          fc.tuple(...codes.map((codigo) => decimalText(0.01, 50, 6).map((valor) => ({ codigo, valor })))),
        ),
      acarreo: fc.option(decimalText(0, 500, 2)),
      seguro: fc.option(decimalText(0, 500, 2)),
      gtin: fc.option(fc.tuple(decimalText(1, 99, 3), decimalText(1, 99, 3))),
      informacionAdicional: fc.array(fc.record({ nombre: alnum(1, 20), valor: alnum(1, 40) }), {
        maxLength: 3,
      }),
      farmaceuticaDto: fc.option(
        fc.record({
          numeroLote: alnum(5, 35),
          cantidadProductos: fc.integer({ min: 0, max: 9999 }).map(String),
        }),
      ),
      vehiculoNuevoDto: fc.option(vehicleArbitrary()),
      pedidoComercialDto: fc.option(
        fc.record({
          nroPedidoCompra: digits(1, 9),
          nroSecuencial: digits(1, 3),
          informacionInteres: fc.option(free(1, 200), { nil: undefined }),
        }),
      ),
    })
    .map((line) => {
      const body: Body = {
        idProducto: line.idProducto,
        cantidad: line.cantidad,
        precioProducto: line.precioProducto,
        codigoItbms: line.codigoItbms,
        isDescuentoPorcentaje: line.isPercentage ? 'true' : 'false',
        otis: line.otis,
        informacionAdicional: line.informacionAdicional,
      };
      if (line.discountShare !== null) {
        body.descuento = line.isPercentage
          ? String(line.discountShare)
          : new Decimal(line.precioProducto)
              .times(line.discountShare)
              .dividedBy(100)
              .toDecimalPlaces(2, 1)
              .toFixed(2);
      }
      if (line.tasaIsc !== null) body.tasaIsc = line.tasaIsc;
      if (line.acarreo !== null) body.acarreo = line.acarreo;
      if (line.seguro !== null) body.seguro = line.seguro;
      if (line.gtin !== null) {
        body.cantidadGtinComercializacion = line.gtin[0];
        body.cantidadGtinInventario = line.gtin[1];
      }
      if (line.farmaceuticaDto !== null) {
        body.farmaceuticaDto = line.farmaceuticaDto;
        body.fechaFabricacion = '2024-11-02';
        body.fechaCaducidad = '2026-11-02';
      }
      if (line.vehiculoNuevoDto !== null) body.vehiculoNuevoDto = line.vehiculoNuevoDto;
      if (line.pedidoComercialDto !== null) body.pedidoComercialDto = line.pedidoComercialDto;
      return body;
    });
}

function vehicleArbitrary(): fc.Arbitrary<Body> {
  const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
  return fc.record({
    modalidadOperacionVenta: fc.constantFrom('01', '02', '03', '04', '99'),
    operacionNoListada: optional(alnum(10, 50)),
    chasis: charsOf('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17),
    color: alnum(1, 4),
    descripcionColor: optional(alnum(1, 40)),
    tipoCombustible: fc.constantFrom('01', '02', '03', '08', '09', '99'),
    tipoCombustibleNoListado: optional(alnum(10, 40)),
    numeroMotor: alnum(1, 21),
    tipoVehiculo: fc.constantFrom('1', '2', '3', '4', '5', '6'),
    usoVehiculo: fc.constantFrom('1', '2'),
    potenciaMotor: optional(digits(1, 4)),
    capacidadMotor: optional(digits(1, 4)),
    pesoNeto: optional(decimalText(0, 9_999_999, 4)),
    pesoBruto: optional(decimalText(0, 9_999_999, 4)),
    capacidadTraccion: optional(decimalText(0, 99_999, 4)),
    distanciaEjes: optional(decimalText(0, 99, 4)),
    anioModeloFabricacion: optional(fc.integer({ min: 2000, max: 2026 }).map(String)),
    anioFabricacion: optional(fc.integer({ min: 2000, max: 2026 }).map(String)),
    tipoPintura: optional(fc.constantFrom('1', '2', '3', '4', '9')),
    tipoPinturaNoListado: optional(alnum(10, 50)),
    condicionVehiculo: optional(fc.constantFrom('1', '2', '3')),
    capacidadMaxima: optional(digits(1, 3)),
  });
}

function cufeArbitrary(documentType: string): fc.Arbitrary<string> {
  return fc
    .record({
      number: fc.integer({ min: 1, max: 9_999_999 }),
      point: fc.integer({ min: 1, max: 999 }),
      security: fc.integer({ min: 1, max: 999_999_999 }),
      ruc: fc.constantFrom(...VALID_RUCS),
    })
    .map(({ number, point, security, ruc }) =>
      buildCufe({
        documentType,
        taxpayerType: ruc.tipoRuc,
        issuerRuc: ruc.ruc,
        issuerDv: ruc.dv,
        branchCode: '0001',
        issueDate: '20250301',
        documentNumber: padDocumentNumber(number),
        billingPoint: padBillingPoint(point),
        emissionType: '01',
        environment: '2',
        securityCode: String(security).padStart(9, '0'),
      }),
    );
}

function referenceArbitrary(allowCufe: boolean): fc.Arbitrary<Body> {
  const number: fc.Arbitrary<Body> = fc.oneof(
    ...(allowCufe ? [cufeArbitrary('01').map((cufeReferenciada) => ({ cufeReferenciada }))] : []),
    charsOf(`${UPPER_DIGITS}-`, 22).map((nroFacturaPapel) => ({ nroFacturaPapel })),
    charsOf(UPPER_DIGITS, 22).map((nroFacturaImpresora) => ({ nroFacturaImpresora })),
  );
  return fc
    .record({
      rucEmisor: rucGroup,
      nombreEmisor: alnum(2, 100),
      fechaDocumento: fc.constantFrom('2025-02-28', '2025-03-14T08:00:00-05:00', '2024-12-31T23:59:59Z'),
      number,
    })
    .map(({ number: choice, ...reference }) => ({ ...reference, ...choice }));
}

/** Splits `total` (2 decimals, > 0) into `parts` positive amounts that add up to it. */
function splitAmount(total: Decimal, parts: number): string[] {
  const cents = total.times(100).toNumber();
  const count = Math.max(1, Math.min(parts, cents));
  const share = Math.floor(cents / count);
  return Array.from({ length: count }, (_, index) =>
    new Decimal(index === count - 1 ? cents - share * (count - 1) : share).dividedBy(100).toFixed(2),
  );
}

type Shape = {
  type: string;
  destination: '1' | '2';
  customer: 'final' | 'taxpayer' | 'government' | 'foreign';
};

function shapeArbitrary(): fc.Arbitrary<Shape> {
  return fc.constantFrom('01', '02', '03', '04', '05', '06', '07', '08', '09').chain((type) => {
    const destinations: ('1' | '2')[] = type === '03' ? ['2'] : type === '01' ? ['1'] : ['1', '2'];
    return fc
      .constantFrom(...destinations)
      .chain((destination) =>
        fc
          .constantFrom<Shape['customer']>(
            ...(destination === '2'
              ? (['foreign'] as const)
              : (['final', 'taxpayer', 'government'] as const)),
          )
          .map((customer) => ({ type, destination, customer })),
      );
  });
}

const CUSTOMER_BY_KIND = {
  final: { id: 0, data: null },
  taxpayer: { id: 11, data: TAXPAYER_CUSTOMER },
  government: { id: 12, data: GOVERNMENT_CUSTOMER },
  foreign: { id: 13, data: FOREIGN_CUSTOMER },
} as const;

/** A valid generation request of any type with any optional group, and its customer. */
export function generationCaseArbitrary(options: { maxLines?: number } = {}): fc.Arbitrary<GeneratedCase> {
  return shapeArbitrary().chain((shape) => {
    const productIds = shape.customer === 'government' ? CPBS_PRODUCT_IDS : PRODUCT_IDS;
    const isReferringNote = shape.type === '04' || shape.type === '05';
    const isGenericNote = shape.type === '06' || shape.type === '07';
    return fc
      .record({
        lines: fc.array(lineArbitrary(productIds), { minLength: 1, maxLength: options.maxLines ?? 8 }),
        paymentTime: fc.constantFrom('1', '2', '3'),
        emission: fc.constantFrom(
          ...(shape.customer === 'taxpayer' ? ['01', '02'] : ['01', '01', '02', '03', '04']),
        ),
        discountShares: fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 5 }),
        paymentCodes: fc.array(
          fc.constantFrom('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '99'),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        tipShare: fc.integer({ min: 0, max: 10 }),
        instalmentCount: fc.integer({ min: 1, max: 4 }),
        retention: fc.option(fc.constantFrom('1', '2', '3', '4', '7', '8', 7)),
        finalConsumer: fc.record({
          idConsumidorFinal: fc.option(fc.constantFrom('8-274-125', 'PE-1-19', 'E-8-110361'), {
            nil: undefined,
          }),
          nombreConsumidorFinal: fc.option(alnum(2, 100), { nil: undefined }),
        }),
        general: fc.record({
          entregaCafe: fc.constantFrom('1', '2', '3', 2),
          formatoCafe: fc.constantFrom('1', '2', '3'),
          envioContenedorReceptor: fc.constantFrom('1', '2'),
          naturalezaOperacion: fc.constantFrom('01', '02', '10', '11', '12', '13', '14', '20', '21'),
          tipoOperacion: fc.constantFrom('1', '2'),
          tipoSucursal: fc.option(fc.constantFrom('1', '2'), { nil: undefined }),
          tipoTransaccionVenta: fc.option(fc.constantFrom('1', '2', '3', '4'), { nil: undefined }),
          informacionInteresEmisor: fc.option(free(1, 300), { nil: undefined }),
          fechaSalida: fc.option(fc.constantFrom('2025-03-01T08:00:00-05:00', '2025-03-20'), {
            nil: undefined,
          }),
          // Today only: an earlier day dates the document (ADR 0027), before the references and the
          // contingency these requests carry.
          fechaEmision: fc.option(fc.constant('2025-03-14T10:00:00-05:00'), { nil: undefined }),
        }),
        informacionAdicional: fc.option(
          fc
            .array(fc.record({ nombre: alnum(1, 30), valor: alnum(1, 60) }), { maxLength: 4 })
            .map((rows) => JSON.stringify(rows)),
          { nil: undefined },
        ),
        rucsAutorizados: fc.array(rucGroup, { maxLength: 3 }),
        order: fc.option(
          fc.record({
            nroPedidoCompra: digits(1, 12),
            codigoCliente: fc.option(alnum(1, 50), { nil: undefined }),
            informacionInteres: fc.option(free(1, 300), { nil: undefined }),
            nroAceptacion: fc
              .array(
                alnum(1, 12).filter((value) => !value.includes(',')),
                { maxLength: 4 },
              )
              .map((list) => list.join(', ')),
          }),
        ),
        logistics: fc.option(
          fc.record({
            nrovolumenes: fc.option(digits(1, 3), { nil: undefined }),
            pesoCarga: fc.option(decimalText(0, 9999, 6), { nil: undefined }),
            unidadPeso: fc.option(fc.constantFrom('1', '2', '3', '4'), { nil: undefined }),
            licenciaVehiculo: fc.option(charsOf(UPPER_DIGITS, 6), { nil: undefined }),
            nombreTransportista: alnum(15, 100),
            informacionInteres: fc.option(free(1, 200), { nil: undefined }),
            rucAutorizado: rucGroup,
          }),
        ),
        place: fc.option(
          fc.record({
            nombreLocalEntrega: alnum(2, 100),
            direccionLocalEntrega: alnum(1, 100),
            ubicacionGeografica: fc.constantFrom(...LOCATIONS),
            telefonoLocalEntrega: fc.option(phone, { nil: undefined }),
            telefonoAdicionalLocalEntrega: fc.option(phone, { nil: undefined }),
            rucContribuyenteReceptor: rucGroup,
          }),
        ),
        exportData: fc.record({
          condicionEntrega: fc.constantFrom('EXW', 'FOB', 'CIF', 'DAP', 'DDP'),
          monedaOperacion: fc.option(fc.constantFrom('USD', 'EUR', 'CRC', 'ZZZ'), { nil: undefined }),
          tipoCambio: fc.option(decimalText(0.0001, 9999, 4), { nil: undefined }),
          montoMoneda: fc.option(decimalText(0, 99_999_999, 4), { nil: undefined }),
          puertoEmbarque: fc.option(alnum(5, 50), { nil: undefined }),
        }),
        references: fc.array(referenceArbitrary(isReferringNote), {
          minLength: isReferringNote ? 1 : 0,
          maxLength: isReferringNote || isGenericNote ? 3 : 0,
        }),
      })
      .map((draft) => {
        const customer = CUSTOMER_BY_KIND[shape.customer];
        const totals = computeRequestTotals({
          detalles: draft.lines.map((line) => ({
            ...line,
            isDescuentoPorcentaje: line.isDescuentoPorcentaje === 'true',
          })) as unknown as LineItemRequest[],
          descuentosAdicionales: [],
          formasPago: [],
          pagoPlazos: [],
          tiempoPago: '1',
        }).totals;
        const itemsTotal = totals.itemsTotal;
        const discounts = draft.discountShares.map((share, index) => ({
          nombre: `Descuento ${index + 1}`,
          valor: itemsTotal.times(share).dividedBy(100).toDecimalPlaces(2, 1).toFixed(2),
        }));
        const usableDiscounts = discounts.filter((discount) => new Decimal(discount.valor).greaterThan(0));
        const documentTotal = itemsTotal.minus(
          usableDiscounts.reduce((sum, discount) => sum.plus(discount.valor), new Decimal(0)),
        );
        // A tip is paid with the document, so only on cash: on credit the instalments carry the total.
        const tipShare = draft.paymentTime === '1' ? draft.tipShare : 0;
        const tip = documentTotal.times(tipShare).dividedBy(100).toDecimalPlaces(2, 1);
        // The payments fit the payment time: no Crédito on cash, only Crédito on credit, Crédito first and
        // other forms after it on mixed (the instalments carry the Crédito part).
        const others = draft.paymentCodes.filter((code) => code !== '01');
        const paymentCodes =
          draft.paymentTime === '1'
            ? others.length > 0
              ? others
              : ['03']
            : draft.paymentTime === '2'
              ? ['01']
              : ['01', ...(others.length > 0 ? others : ['03'])];
        const paymentAmounts = splitAmount(documentTotal.plus(tip), paymentCodes.length);
        const body: Body = {
          tipoDocumento: shape.type,
          detalles: draft.lines,
          idAsignacionEmpresaCliente: customer.id,
          ...(shape.customer === 'final' ? draft.finalConsumer : {}),
          formasPago: paymentAmounts.map((valor, index) => {
            const codigo = paymentCodes[index] ?? '03';
            return { codigo, valor, ...(codigo === '99' ? { descripcion: 'Pago con criptomonedas' } : {}) };
          }),
          descuentosAdicionales: usableDiscounts,
          destinoOperacion: shape.destination,
          tiempoPago: draft.paymentTime,
          tipoEmision: draft.emission,
          ...draft.general,
          rucsAutorizados: draft.rucsAutorizados,
          documentosFiscalesReferenciados: draft.references,
        };
        if (draft.emission === '02' || draft.emission === '04') {
          body.fechaContingencia = '2025-03-14T07:15:00-05:00';
          body.motivoContingencia = 'Falla de conexión con el PAC & la DGI';
        }
        if (draft.paymentTime !== '1') {
          body.pagoPlazos = splitAmount(new Decimal(paymentAmounts[0] ?? '0'), draft.instalmentCount).map(
            (valorCuota, index) => ({
              valorCuota,
              fechaVencimiento: `2025-0${4 + index}-15T00:00:00.000Z`,
              ...(index === 0 ? { informacionInteres: 'Primera cuota, pagadera en la sucursal' } : {}),
            }),
          );
        }
        if (draft.retention !== null) body.codigoRetencion = draft.retention;
        if (draft.informacionAdicional !== undefined) body.informacionAdicional = draft.informacionAdicional;
        if (draft.order !== null) body.pedidoComercialFacturaDto = draft.order;
        if (draft.logistics !== null) body.informacionLogisticaDto = draft.logistics;
        if (draft.place !== null) {
          body.localEntrega = {
            ...draft.place,
            provincia: 'PANAMA',
            distrito: { nombre: 'PANAMA' },
            corregimiento: 'X',
          };
        }
        if (shape.destination === '2') {
          body.informacionDatosExportacion = {
            ...draft.exportData,
            ...(draft.exportData.monedaOperacion === 'ZZZ' ? { detalleMoneda: 'Bolívar digital' } : {}),
          };
        }
        return { body, customer: customer.data, documentTotal };
      })
      .filter((generated) => generated.documentTotal.greaterThan(0))
      .map(({ body, customer }) => ({ body, customer }));
  });
}
