import decimalDefault from 'decimal.js';
import type { Decimal as DecimalValue } from 'decimal.js';
import { readFileSync } from 'node:fs';
import { computeCufeCheckDigit } from '../../src/dgi/cufe-layout.ts';
import { formatPanamaTimestamp } from '../../src/dgi/panama-time.ts';
import { createTestCertificate, type TestCertificate } from './test-certificate.ts';
import { appendQr, signXml } from './test-signer.ts';

const DecimalJs = decimalDefault as unknown as typeof DecimalValue;
const Decimal = DecimalJs.clone({ rounding: DecimalJs.ROUND_HALF_UP });
type Decimal = DecimalValue;

// Copies of the DGI's signed sample (shared/dgi/sample), kept with the tests so any clone runs them.
const FIXTURES = new URL('../fixtures/', import.meta.url);

/** The DGI's own signed sample (accepted in its test environment), and its CUFE. */
export const DGI_SAMPLE_XML = readFileSync(new URL('rFE-signed-test.xml', FIXTURES), 'utf8');
export const DGI_SAMPLE_CUFE = 'FE012000000521-136-113133-0270062022051590000008910080125781091727';

const ITBMS_RATES = { '00': '0', '01': '0.07', '02': '0.10', '03': '0.15' } as const;

export type TestItem = {
  readonly quantity: string;
  readonly unitPrice: string;
  readonly unitDiscount?: string;
  readonly itbmsRate?: keyof typeof ITBMS_RATES;
  readonly description?: string;
};

export type TestReceiver = {
  readonly type: '01' | '02' | '03' | '04';
  readonly ruc?: { readonly ruc: string; readonly dv?: string; readonly taxpayerType: 1 | 2 };
  readonly name?: string;
  readonly address?: string;
  readonly location?: {
    readonly code: string;
    readonly corregimiento: string;
    readonly district: string;
    readonly province: string;
  };
  readonly foreignId?: string;
  readonly country?: string;
};

export type TestDocumentInput = {
  readonly issuer?: {
    readonly ruc: string;
    readonly dv: string;
    readonly taxpayerType: 1 | 2;
    readonly name: string;
  };
  readonly branch?: string;
  readonly documentType?: string;
  readonly number?: number;
  readonly billingPoint?: string;
  readonly securityCode?: string;
  readonly issuedAt?: Date;
  readonly environment?: '1' | '2';
  readonly emissionType?: string;
  readonly contingency?: { readonly startedAt: Date; readonly reason: string };
  readonly destination?: '1' | '2';
  readonly receiver?: TestReceiver;
  readonly items?: readonly TestItem[];
  readonly payments?: readonly {
    readonly form: string;
    readonly amount?: string;
    readonly description?: string;
  }[];
  readonly referencedCufes?: readonly string[];
  /** Edits the unsigned text before it is signed (a document the issuer built wrong). */
  readonly edit?: (unsignedXml: string) => string;
};

export type TestDocument = { readonly xml: string; readonly cufe: string; readonly digestValue: string };

export const DEMO_ISSUER = {
  ruc: '155596713-2-2015',
  dv: '59',
  taxpayerType: 2,
  name: 'Comercializadora Demo Facturar, S.A.',
} as const;
export const DEMO_RECEIVER: TestReceiver = {
  type: '01',
  ruc: { ruc: '155601234-2-2015', dv: '80', taxpayerType: 2 },
  name: 'Distribuidora del Canal, S.A.',
  address: 'Calle 50, Obarrio',
  location: { code: '8-8-7', corregimiento: 'BELLA VISTA', district: 'PANAMA', province: 'PANAMA' },
  country: 'PA',
};

let defaultCertificate: TestCertificate | undefined;
let numberSequence = 0;

/** The certificate test documents are signed with unless one is given. */
export function testCertificate(): TestCertificate {
  defaultCertificate ??= createTestCertificate(
    '[F] COMERCIALIZADORA DEMO FACTURAR S A - 155596713-2-2015 - 59 - PRUEBA',
  );
  return defaultCertificate;
}

/**
 * A complete rFE (signed, with gNoFirm) whose CUFE, totals and payments are right unless the input says
 * otherwise: by default an invoice of the demo issuer to a registered taxpayer, issued now.
 */
export function buildTestDocument(
  input: TestDocumentInput = {},
  certificate = testCertificate(),
): TestDocument {
  const issuer = input.issuer ?? DEMO_ISSUER;
  const environment = input.environment ?? '2';
  const documentType = input.documentType ?? '01';
  const emissionType = input.emissionType ?? '01';
  const branch = input.branch ?? '0000';
  const billingPoint = input.billingPoint ?? '001';
  const securityCode = input.securityCode ?? '123456789';
  numberSequence += 1;
  const number = String(input.number ?? 1_000_000 + numberSequence).padStart(10, '0');
  const issuedAt = formatPanamaTimestamp(input.issuedAt ?? new Date());
  const body =
    `FE${documentType}${issuer.taxpayerType}${issuer.ruc.padStart(20, '0')}-${issuer.dv}${branch}` +
    `${issuedAt.slice(0, 10).replaceAll('-', '')}${number}${billingPoint}${emissionType}${environment}${securityCode}`;
  const cufe = body + computeCufeCheckDigit(body);

  const items = (
    input.items ?? [
      { quantity: '2', unitPrice: '10.50' },
      { quantity: '1', unitPrice: '3.25', itbmsRate: '00' },
    ]
  ).map(priceItem);
  const net = sum(items.map((item) => item.price));
  const itbms = sum(items.map((item) => item.itbms));
  const itemsTotal = sum(items.map((item) => item.total));
  const payments = input.payments ?? [{ form: '02' }];
  const paymentAmounts = payments.map((payment) => payment.amount ?? money(itemsTotal));
  const received = sum(paymentAmounts.map((amount) => new Decimal(amount)));
  const destination = input.destination ?? '1';
  const receiver = input.receiver ?? DEMO_RECEIVER;

  const unsigned =
    `<rFE xmlns="http://dgi-fep.mef.gob.pa"><dVerForm>1.00</dVerForm><dId>${cufe}</dId><gDGen>` +
    `<iAmb>${environment}</iAmb><iTpEmis>${emissionType}</iTpEmis>` +
    (input.contingency
      ? `<dFechaCont>${formatPanamaTimestamp(input.contingency.startedAt)}</dFechaCont><dMotCont>${input.contingency.reason}</dMotCont>`
      : '') +
    `<iDoc>${documentType}</iDoc><dNroDF>${number}</dNroDF><dPtoFacDF>${billingPoint}</dPtoFacDF><dSeg>${securityCode}</dSeg>` +
    `<dFechaEm>${issuedAt}</dFechaEm><iNatOp>01</iNatOp><iTipoOp>1</iTipoOp><iDest>${destination}</iDest>` +
    `<iFormCAFE>1</iFormCAFE><iEntCAFE>1</iEntCAFE><dEnvFE>1</dEnvFE><iProGen>1</iProGen>` +
    `<gEmis><gRucEmi><dTipoRuc>${issuer.taxpayerType}</dTipoRuc><dRuc>${issuer.ruc}</dRuc><dDV>${issuer.dv}</dDV></gRucEmi>` +
    `<dNombEm>${issuer.name}</dNombEm><dSucEm>${branch}</dSucEm><dCoordEm>+8.983300,-79.516700</dCoordEm>` +
    `<dDirecEm>Avenida Balboa, Ciudad de Panamá</dDirecEm><gUbiEm><dCodUbi>8-8-7</dCodUbi><dCorreg>BELLA VISTA</dCorreg>` +
    `<dDistr>PANAMA</dDistr><dProv>PANAMA</dProv></gUbiEm><dTfnEm>300-9200</dTfnEm></gEmis>` +
    writeReceiver(receiver) +
    (input.referencedCufes ?? []).map(writeReference).join('') +
    `</gDGen>` +
    items.map(writeItem).join('') +
    `<gTot><dTotNeto>${money(net)}</dTotNeto><dTotITBMS>${money(itbms)}</dTotITBMS><dTotGravado>${money(itbms)}</dTotGravado>` +
    `<dVTot>${money(itemsTotal)}</dVTot><dTotRec>${money(received)}</dTotRec><iPzPag>1</iPzPag>` +
    `<dNroItems>${items.length}</dNroItems><dVTotItems>${money(itemsTotal)}</dVTotItems>` +
    payments
      .map(
        (payment, index) =>
          `<gFormaPago><iFormaPago>${payment.form}</iFormaPago>` +
          (payment.description ? `<dFormaPagoDesc>${payment.description}</dFormaPagoDesc>` : '') +
          `<dVlrCuota>${paymentAmounts[index]}</dVlrCuota></gFormaPago>`,
      )
      .join('') +
    `</gTot></rFE>`;

  const signed = signXml((input.edit ?? ((xml) => xml))(unsigned), certificate);
  const digestValue = /<DigestValue>([^<]+)<\/DigestValue>/.exec(signed)?.[1] ?? '';
  return { xml: appendQr(signed, cufe, digestValue), cufe, digestValue };
}

type PricedItem = TestItem & { readonly price: Decimal; readonly itbms: Decimal; readonly total: Decimal };

function priceItem(item: TestItem): PricedItem {
  const price = new Decimal(item.quantity)
    .times(new Decimal(item.unitPrice).minus(item.unitDiscount ?? '0'))
    .toDecimalPlaces(2);
  const itbms = price.times(ITBMS_RATES[item.itbmsRate ?? '01']).toDecimalPlaces(2);
  return { ...item, price, itbms, total: price.plus(itbms) };
}

function writeItem(item: PricedItem, index: number): string {
  return (
    `<gItem><dSecItem>${String(index + 1).padStart(3, '0')}</dSecItem><dDescProd>${item.description ?? `Producto ${index + 1}`}</dDescProd>` +
    `<dCantCodInt>${item.quantity}</dCantCodInt><gPrecios><dPrUnit>${new Decimal(item.unitPrice).toFixed(6)}</dPrUnit>` +
    `<dPrUnitDesc>${new Decimal(item.unitDiscount ?? '0').toFixed(2)}</dPrUnitDesc><dPrItem>${money(item.price)}</dPrItem>` +
    `<dValTotItem>${money(item.total)}</dValTotItem></gPrecios>` +
    `<gITBMSItem><dTasaITBMS>${item.itbmsRate ?? '01'}</dTasaITBMS><dValITBMS>${money(item.itbms)}</dValITBMS></gITBMSItem></gItem>`
  );
}

function writeReceiver(receiver: TestReceiver): string {
  const { ruc, location } = receiver;
  return (
    `<gDatRec><iTipoRec>${receiver.type}</iTipoRec>` +
    (ruc
      ? `<gRucRec><dTipoRuc>${ruc.taxpayerType}</dTipoRuc><dRuc>${ruc.ruc}</dRuc>${ruc.dv ? `<dDV>${ruc.dv}</dDV>` : ''}</gRucRec>`
      : '') +
    (receiver.name ? `<dNombRec>${receiver.name}</dNombRec>` : '') +
    (receiver.address ? `<dDirecRec>${receiver.address}</dDirecRec>` : '') +
    (location
      ? `<gUbiRec><dCodUbi>${location.code}</dCodUbi><dCorreg>${location.corregimiento}</dCorreg>` +
        `<dDistr>${location.district}</dDistr><dProv>${location.province}</dProv></gUbiRec>`
      : '') +
    (receiver.foreignId ? `<gIdExt><dIdExt>${receiver.foreignId}</dIdExt></gIdExt>` : '') +
    `<cPaisRec>${receiver.country ?? 'PA'}</cPaisRec></gDatRec>`
  );
}

function writeReference(cufe: string): string {
  return (
    `<gDFRef><gRucEmDFRef><dTipoRuc>2</dTipoRuc><dRuc>${DEMO_ISSUER.ruc}</dRuc><dDV>${DEMO_ISSUER.dv}</dDV></gRucEmDFRef>` +
    `<dNombEmRef>${DEMO_ISSUER.name}</dNombEmRef><dFechaDFRef>${formatPanamaTimestamp(new Date())}</dFechaDFRef>` +
    `<gDFRefNum><gDFRefFE><dCUFERef>${cufe}</dCUFERef></gDFRefFE></gDFRefNum></gDFRef>`
  );
}

function sum(values: readonly Decimal[]): Decimal {
  return values.reduce((total, value) => total.plus(value), new Decimal(0));
}

function money(value: Decimal): string {
  return value.toFixed(2);
}
