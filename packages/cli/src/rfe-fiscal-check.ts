import {
  Decimal,
  ITBMS_RATES,
  ZERO,
  checkCufe,
  checkRucDv,
  computeRucDv,
  formatFixed2,
  formatUpTo6,
  personTypeOfCode,
} from '@facturar/domain';
import {
  DGI_NAMESPACE,
  XmlNode,
  parseRfe,
  readUntrustedXml,
  type RfeItem,
  type RfeRuc,
  type RfeView,
} from '@facturar/server/xml';

/**
 * One DGI content rule (Ficha §8.4, shared/dgi/validation-codes.md §3) an rFE breaks: `code` is the DGI's
 * rejection code, `location` the element at fault as a path with 1-based positions
 * (`rFE/gItem[3]/gPrecios/dPrItem`), `message` the DGI's text with what was found, in Spanish.
 */
export type FiscalProblem = { readonly code: string; readonly location: string; readonly message: string };

// Ficha §8.4.1: the DGI's arithmetic checks allow a difference of one cent.
const TOLERANCE = new Decimal('0.01');

/**
 * Checks the fiscal rules of an rFE text that the domain guarantees when it builds a document, so a
 * document built elsewhere, or changed after it was built, can be judged before it is sent: the CUFE
 * (check digit, and each of its fields against the document's), the issuer's and receiver's RUC check
 * digits, the referenced CUFEs, each item's arithmetic (2051, 2053, 2056, 2150, 2152) and the document
 * totals against the items (2500–2514). It does not check the schema (see ../xsd).
 * @throws RfeParseError when the text is not a readable rFE.
 */
export function checkRfeFiscalRules(xml: string): FiscalProblem[] {
  const view = parseRfe(xml);
  // parseRfe keeps what the CAFE shows; the security code is the one CUFE field it leaves out.
  const securityCode = new XmlNode(readUntrustedXml(xml), DGI_NAMESPACE, 'rFE')
    .child('gDGen')
    .optionalText('dSeg');
  return [
    ...checkCufeOfDocument(view, securityCode ?? ''),
    ...checkParties(view),
    ...checkReferences(view),
    ...view.items.flatMap((item, index) => checkItem(item, `rFE/gItem[${index + 1}]`)),
    ...checkTotals(view),
  ];
}

type CufeField = {
  readonly code: string;
  readonly location: string;
  readonly name: string;
  /** Offsets in the CUFE, end exclusive. */
  readonly span: readonly [number, number];
  readonly expected: string;
};

/** The CUFE's fields (FACTS §2), each with the DGI code of a mismatch with the document's own field. */
function listCufeFields(view: RfeView, securityCode: string): CufeField[] {
  const { ruc } = view.issuer;
  const general = 'rFE/gDGen';
  const issuerRuc = `${general}/gEmis/gRucEmi`;
  const field = (code: string, location: string, name: string, span: [number, number], expected: string) =>
    ({ code, location, name, span, expected }) satisfies CufeField;
  // prettier-ignore
  return [
    field('1511', `${general}/iDoc`, 'Tipo de documento', [2, 4], view.documentType),
    field('1560', `${issuerRuc}/dTipoRuc`, 'Tipo de contribuyente del emisor', [4, 5], ruc.type),
    field('1564', `${issuerRuc}/dRuc`, 'RUC del emisor', [5, 25], ruc.ruc.padStart(20, '0')),
    field('1564', `${issuerRuc}/dDV`, 'DV del emisor', [26, 28], ruc.dv ?? ''),
    field('1567', `${general}/gEmis/dSucEm`, 'Código de sucursal', [28, 32], view.issuer.branch),
    field('1521', `${general}/dFechaEm`, 'Fecha de emisión', [32, 40], view.issuedAt.slice(0, 10).replaceAll('-', '')),
    field('1514', `${general}/dNroDF`, 'Número del documento fiscal', [40, 50], view.number),
    field('1516', `${general}/dPtoFacDF`, 'Punto de facturación', [50, 53], view.billingPoint),
    field('1504', `${general}/iTpEmis`, 'Tipo de emisión', [53, 55], view.emissionType),
    field('1502', `${general}/iAmb`, 'Ambiente de destino', [55, 56], view.environment),
    field('1518', `${general}/dSeg`, 'Código de seguridad', [56, 65], securityCode),
  ];
}

function checkCufeOfDocument(view: RfeView, securityCode: string): FiscalProblem[] {
  const check = checkCufe(view.cufe);
  const problems: FiscalProblem[] = check.ok
    ? []
    : check.problems.map((problem) =>
        fiscalProblem('1001', 'rFE/dId', `Valor del CUFE no está calculado correctamente: ${problem}`),
      );
  if (view.cufe.length !== 66) return problems;
  for (const field of listCufeFields(view, securityCode)) {
    const found = view.cufe.slice(...field.span);
    if (found !== field.expected) {
      problems.push(
        fiscalProblem(
          field.code,
          field.location,
          `CUFE malformado: ${field.name}. El CUFE lleva '${found}' y el documento '${field.expected}'.`,
        ),
      );
    }
  }
  return problems;
}

function checkParties(view: RfeView): FiscalProblem[] {
  const issuer = checkRuc(view.issuer.ruc, 'rFE/gDGen/gEmis/gRucEmi', true);
  const receiverRuc = view.receiver.ruc;
  const receiver = receiverRuc && checkRuc(receiverRuc, 'rFE/gDGen/gDatRec/gRucRec', false);
  const problems: FiscalProblem[] = [];
  if (issuer) {
    const message = `Regla de formación del RUC del emisor inválida: ${issuer.message}`;
    problems.push(fiscalProblem('1560', issuer.location, message));
  }
  if (receiver) {
    const message = `Regla de formación del RUC del receptor inválida: ${receiver.message}`;
    problems.push(fiscalProblem('1601', receiver.location, message));
  }
  return problems;
}

/** The RUC's format and check digit; a receiver's DV is optional, so only a DV that is there is checked. */
function checkRuc(
  ruc: RfeRuc,
  location: string,
  isDvRequired: boolean,
): Omit<FiscalProblem, 'code'> | undefined {
  const personType = personTypeOfCode(ruc.type);
  if (!personType) {
    return { location: `${location}/dTipoRuc`, message: `el tipo de RUC debe ser 1 o 2, no '${ruc.type}'.` };
  }
  const computed = computeRucDv(ruc.ruc, personType);
  if (!computed.ok) {
    return { location: `${location}/dRuc`, message: computed.problems.map((p) => p.message).join(' ') };
  }
  if (ruc.dv === undefined && !isDvRequired) return undefined;
  const check = checkRucDv(ruc.ruc, personType, ruc.dv ?? '');
  return check.ok
    ? undefined
    : { location: `${location}/dDV`, message: check.problems.map((problem) => problem.message).join(' ') };
}

function checkReferences(view: RfeView): FiscalProblem[] {
  return view.references.flatMap((reference, index) => {
    const check = reference.cufe === undefined ? undefined : checkCufe(reference.cufe);
    if (!check || check.ok) return [];
    const location = `rFE/gDGen/gDFRef[${index + 1}]/gDFRefNum/gDFRefFE/dCUFERef`;
    const [code, rule] =
      reference.cufe?.length === 66
        ? ['1704', 'Dígito verificador del CUFE de FE referenciada inválido']
        : ['1703', 'Estructura del CUFE de FE referenciada inválida'];
    return [fiscalProblem(code, location, `${rule}: ${check.problems.join(' ')}`)];
  });
}

/** An amount the DGI recomputes from others (Ficha §8.4): `declared` must be `expected` within a cent. */
type Relation = {
  readonly code: string;
  readonly location: string;
  /** The DGI's rejection text. */
  readonly rule: string;
  readonly declared: string;
  readonly expected: Decimal;
  /** How `expected` is made, for the message. */
  readonly formula: string;
};

function checkRelations(relations: readonly Relation[]): FiscalProblem[] {
  return relations
    .filter((relation) => isOffBy(new Decimal(relation.declared), relation.expected))
    .map(({ code, location, rule, declared, expected, formula }) => {
      const element = location.slice(location.lastIndexOf('/') + 1);
      const shown = expected.decimalPlaces() > 2 ? formatUpTo6(expected) : formatFixed2(expected);
      return fiscalProblem(code, location, `${rule}: ${element} es ${declared} y ${formula} da ${shown}.`);
    });
}

function checkItem(item: RfeItem, location: string): FiscalProblem[] {
  const unitPrice = new Decimal(item.unitPrice);
  const unitDiscount = amountOf(item.unitDiscount);
  const price = new Decimal(item.amount);
  const rate = ITBMS_RATES.find((entry) => entry.codigo === item.itbmsRate)?.tasa;
  const problems: FiscalProblem[] = [];
  if (unitDiscount.greaterThan(unitPrice)) {
    const message = `Valor del descuento superior al precio unitario: dPrUnitDesc ${item.unitDiscount} > dPrUnit ${item.unitPrice}.`;
    problems.push(fiscalProblem('2051', `${location}/gPrecios/dPrUnitDesc`, message));
  }
  const itemTaxes = [item.itbmsAmount, item.iscAmount, ...item.otherTaxes.map((tax) => tax.amount)];
  problems.push(
    ...checkRelations([
      {
        code: '2053',
        location: `${location}/gPrecios/dPrItem`,
        rule: 'Precio del ítem inválido',
        declared: item.amount,
        expected: new Decimal(item.quantity).times(unitPrice.minus(unitDiscount)),
        formula: 'dCantCodInt × (dPrUnit − dPrUnitDesc)',
      },
      {
        code: '2056',
        location: `${location}/gPrecios/dValTotItem`,
        rule: 'Valor total del ítem inválido',
        declared: item.total,
        expected: sumOf([item.amount, ...itemTaxes, item.freight, item.insurance]),
        formula: 'dPrItem + ITBMS + ISC + OTI + acarreo + seguro',
      },
    ]),
  );
  if (rate === undefined) {
    const message = `Tasa de ITBMS inválida: '${item.itbmsRate}' (debe ser 00, 01, 02 o 03).`;
    problems.push(fiscalProblem('2150', `${location}/gITBMSItem/dTasaITBMS`, message));
  } else {
    problems.push(
      ...checkRelations([
        {
          code: '2152',
          location: `${location}/gITBMSItem/dValITBMS`,
          rule: 'Monto del ITBMS del ítem inválido',
          declared: item.itbmsAmount,
          expected: price.times(rate),
          formula: `dPrItem × ${rate}`,
        },
      ]),
    );
  }
  return problems;
}

function checkTotals(view: RfeView): FiscalProblem[] {
  const { totals, items } = view;
  const problems = checkRelations([
    {
      code: '2500',
      location: 'rFE/gTot/dTotNeto',
      rule: 'Suma de los precios antes de impuesto inválida',
      declared: totals.net,
      expected: sumOf(items.map((item) => item.amount)),
      formula: 'la suma de dPrItem',
    },
    {
      code: '2501',
      location: 'rFE/gTot/dTotITBMS',
      rule: 'Total ITBMS inválido',
      declared: totals.itbms,
      expected: sumOf(items.map((item) => item.itbmsAmount)),
      formula: 'la suma de dValITBMS',
    },
    {
      code: '2503',
      location: 'rFE/gTot/dTotGravado',
      rule: 'Suma total de monto gravado inválida',
      declared: totals.taxed,
      expected: sumOf([totals.itbms, totals.isc, ...view.otherTaxTotals.map((tax) => tax.amount)]),
      formula: 'dTotITBMS + dTotISC + dValOTITotal',
    },
    {
      code: '2507',
      location: 'rFE/gTot/dVTot',
      rule: 'Valor total de la factura inválido',
      declared: totals.total,
      expected: sumOf([totals.itemsTotal, totals.freight, totals.insurance]).minus(amountOf(totals.discount)),
      formula: 'dVTotItems + dTotAcar + dTotSeg − dTotDesc',
    },
    {
      code: '2510',
      location: 'rFE/gTot/dTotRec',
      rule: 'Suma de los valores recibidos inválida',
      declared: totals.received,
      expected: sumOf(view.payments.map((payment) => payment.amount)),
      formula: 'la suma de dVlrCuota',
    },
    {
      code: '2514',
      location: 'rFE/gTot/dVTotItems',
      rule: 'Valor total de los ítems inválido',
      declared: totals.itemsTotal,
      expected: sumOf(items.map((item) => item.total)),
      formula: 'la suma de dValTotItem',
    },
  ]);
  if (totals.itemCount !== String(items.length)) {
    const message = `Número total de ítems inválido: dNroItems es ${totals.itemCount} y el documento tiene ${items.length}.`;
    problems.push(fiscalProblem('2513', 'rFE/gTot/dNroItems', message));
  }
  if (isPositive(totals.freight) && items.some((item) => isPositive(item.freight))) {
    const message = 'Acarreo total no puede coexistir con acarreo por ítem (dPrAcarItem).';
    problems.push(fiscalProblem('2505', 'rFE/gTot/dTotAcar', message));
  }
  if (isPositive(totals.insurance) && items.some((item) => isPositive(item.insurance))) {
    const message = 'Seguro total no puede coexistir con seguro por ítem (dPrSegItem).';
    problems.push(fiscalProblem('2506', 'rFE/gTot/dTotSeg', message));
  }
  return problems;
}

function amountOf(text: string | undefined): Decimal {
  return text === undefined ? ZERO : new Decimal(text);
}

function isPositive(text: string | undefined): boolean {
  return amountOf(text).greaterThan(ZERO);
}

function sumOf(texts: readonly (string | undefined)[]): Decimal {
  return texts.reduce((total, text) => total.plus(amountOf(text)), ZERO);
}

function isOffBy(declared: Decimal, expected: Decimal): boolean {
  return declared.minus(expected).abs().greaterThan(TOLERANCE);
}

function fiscalProblem(code: string, location: string, message: string): FiscalProblem {
  return { code, location, message };
}
