import { describe, expect, it } from 'vitest';
import { isCufeValid } from '../cufe/index.ts';
import { validateGenerationRequest } from '../request/index.ts';
import type { ValidatedRequest } from '../request/index.ts';
import {
  FOREIGN_CUSTOMER,
  GOVERNMENT_CUSTOMER,
  SAMPLE_ISSUER,
  SAMPLE_NOW,
  SAMPLE_NUMBERING,
  TAXPAYER_CUSTOMER,
  buildSampleDocument,
  buildSampleParties,
  buildSampleRfe,
  buildValidBody,
} from '../testing.ts';
import { numberDocument, padDocumentNumber } from './document-numbering.ts';
import { prepareDocument } from './document-preparation.ts';
import type { EmissionPartiesContext } from './emission-parties.ts';
import type { RfeDocument } from './rfe-model.ts';

type Overrides = Parameters<typeof buildSampleDocument>[1];

function build(body: Record<string, unknown>, overrides: Overrides = { customer: TAXPAYER_CUSTOMER }) {
  return buildSampleDocument(body, overrides);
}

function documentOf(body: Record<string, unknown>, overrides?: Overrides): RfeDocument {
  return buildSampleRfe(body, overrides ?? { customer: TAXPAYER_CUSTOMER });
}

function validate(body: Record<string, unknown>): ValidatedRequest {
  const validated = validateGenerationRequest(body, { now: SAMPLE_NOW });
  if (!validated.ok) throw new Error(JSON.stringify(validated.problems));
  return validated.value;
}

function prepare(body: Record<string, unknown>, parties: Partial<EmissionPartiesContext>) {
  return prepareDocument(validate(body), buildSampleParties(parties));
}

describe('rFE document', () => {
  it('builds the items and totals from the figures the request validation computed', () => {
    const validated = validate(buildValidBody());
    const prepared = prepareDocument(validated, buildSampleParties({ customer: TAXPAYER_CUSTOMER }));
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.problems));
    expect(prepared.value.gTot.dVTot).toBe(validated.totals.totals.documentTotal);
    expect(prepared.value.gItem[0]?.gPrecios.dValTotItem).toBe(validated.totals.lines[0]?.itemTotal);
  });

  it('prepares once and numbers as often as needed: only the numbering and the CUFE differ', () => {
    const prepared = prepare(buildValidBody(), { customer: TAXPAYER_CUSTOMER });
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.problems));
    const first = numberDocument(prepared.value, SAMPLE_NUMBERING);
    const second = numberDocument(prepared.value, {
      ...SAMPLE_NUMBERING,
      number: 1235,
      securityCode: '000000001',
    });
    if (!first.ok || !second.ok) throw new Error('not numbered');
    expect(second.value.gDGen).toMatchObject({ dNroDF: '0000001235', dSeg: '000000001' });
    expect(second.value.dId).not.toBe(first.value.dId);
    const {
      dId: _first,
      gDGen: { dNroDF: _n1, dSeg: _s1, ...firstRest },
      ...firstBody
    } = first.value;
    const {
      dId: _second,
      gDGen: { dNroDF: _n2, dSeg: _s2, ...secondRest },
      ...secondBody
    } = second.value;
    expect(secondRest).toEqual(firstRest);
    expect(secondBody).toEqual(firstBody);
  });

  it('numbers the document and composes its CUFE from the issuer, date, number and security code', () => {
    const document = documentOf(buildValidBody());
    expect(document.dId).toBe('FE0120000155596713-2-2015-5900012025031400000012340010125781091729');
    expect(isCufeValid(document.dId)).toBe(true);
    expect(document.gDGen).toMatchObject({
      iAmb: '2',
      iTpEmis: '01',
      iDoc: '01',
      dNroDF: '0000001234',
      dPtoFacDF: '001',
      dSeg: '578109172',
      dFechaEm: '2025-03-14T10:30:45-05:00',
      iDest: '1',
      iProGen: '2',
    });
  });

  it('takes the issuer from the company, with the DGI names of its location', () => {
    const issuer = documentOf(buildValidBody()).gDGen.gEmis;
    expect(issuer.gRucEmi).toEqual({ dTipoRuc: '2', dRuc: '155596713-2-2015', dDV: '59' });
    expect(issuer.gUbiEm).toEqual({
      dCodUbi: '8-8-7',
      dCorreg: 'BELLA VISTA',
      dDistr: 'PANAMA',
      dProv: 'PANAMA',
    });
  });

  it('writes a final consumer as receiver type 02 from Panama, with the name and id the form gave', () => {
    const body = {
      ...buildValidBody(),
      idAsignacionEmpresaCliente: 0,
      idConsumidorFinal: '8-274-125',
      nombreConsumidorFinal: 'Juan Pérez',
    };
    expect(documentOf(body, { customer: null }).gDGen.gDatRec).toEqual({
      iTipoRec: '02',
      gRucRec: { dTipoRuc: '1', dRuc: '8-274-125' },
      dNombRec: 'Juan Pérez',
      dTfnRec: [],
      dCorElectRec: [],
      cPaisRec: 'PA',
    });
  });

  it('keeps only the customer phones and e-mails the DGI accepts', () => {
    const receiver = documentOf(buildValidBody()).gDGen.gDatRec;
    expect(receiver.dTfnRec).toEqual(['261-4455']);
    expect(receiver.dCorElectRec).toEqual(['compras@eltornillo.com.pa']);
  });

  it('sends an export invoice to a foreign customer with its export data', () => {
    const document = documentOf(buildValidBody('03'), { customer: FOREIGN_CUSTOMER });
    expect(document.gDGen.iDest).toBe('2');
    expect(document.gDGen.gDatRec).toMatchObject({
      iTipoRec: '04',
      gIdExt: { dIdExt: 'P-99887766', dPaisExt: 'COSTA RICA' },
      cPaisRec: 'CR',
    });
    expect(document.gDGen.gFExp).toEqual(expect.objectContaining({ cCondEntr: 'FOB', cMoneda: 'USD' }));
  });

  it('refuses an export invoice to a domestic customer and a domestic document to a foreign one', () => {
    expect(build(buildValidBody('03'))).toEqual({
      ok: false,
      problems: [
        {
          path: 'idAsignacionEmpresaCliente',
          message: 'La factura de exportación requiere un cliente extranjero.',
        },
      ],
    });
    expect(build(buildValidBody('01'), { customer: FOREIGN_CUSTOMER })).toEqual({
      ok: false,
      problems: [
        {
          path: 'idAsignacionEmpresaCliente',
          message: 'El cliente debe ser de Panamá cuando el destino de la operación es Panamá.',
        },
      ],
    });
  });

  it('refuses a customer that does not exist and products it cannot find or cannot send to the government', () => {
    expect(build(buildValidBody(), { customer: null })).toMatchObject({
      ok: false,
      problems: [{ message: 'El cliente seleccionado no existe.' }],
    });
    const body = {
      ...buildValidBody(),
      detalles: [
        { idProducto: 5, cantidad: '1', precioProducto: '10' },
        { idProducto: 99, cantidad: '1', precioProducto: '10' },
      ],
    };
    expect(build(body, { customer: GOVERNMENT_CUSTOMER })).toEqual({
      ok: false,
      problems: [
        {
          path: 'detalles.0.idProducto',
          message: 'El producto del detalle 1 no tiene código CPBS, necesario para facturar al Gobierno.',
        },
        { path: 'detalles.1.idProducto', message: 'El producto del detalle 2 no existe.' },
      ],
    });
  });

  it('refuses to issue for a company whose data the DGI would reject', () => {
    const issuer = { ...SAMPLE_ISSUER, coordinates: '8.97,-79.53', phones: ['66578711'] };
    const result = build(buildValidBody(), { customer: TAXPAYER_CUSTOMER, issuer });
    expect(result.ok ? [] : result.problems.map((problem) => problem.message)).toEqual([
      'Los datos de la empresa no son válidos (coordenadas de la sucursal); actualícelos antes de facturar.',
      'Los datos de la empresa no son válidos (teléfono); actualícelos antes de facturar.',
    ]);
  });

  it('issues in contingency with the start and reason the server gives', () => {
    const context = {
      customer: TAXPAYER_CUSTOMER,
      contingency: {
        emissionType: '02',
        startedAt: new Date('2025-03-14T12:00:00Z'),
        reason: 'El PAC no responde desde las 7:00',
      },
    } as const;
    const document = documentOf(buildValidBody(), context);
    expect(document.gDGen).toMatchObject({ iTpEmis: '02', dFechaCont: '2025-03-14T07:00:00-05:00' });
    expect(document.dId.slice(53, 55)).toBe('02');
    const late = {
      customer: TAXPAYER_CUSTOMER,
      contingency: {
        emissionType: '04',
        startedAt: new Date('2025-03-14T16:00:00Z'),
        reason: 'El PAC no responde desde las 7:00',
      },
    } as const;
    expect(build(buildValidBody(), late)).toMatchObject({
      ok: false,
      problems: [{ message: 'La fecha de contingencia no puede ser posterior a la fecha de emisión.' }],
    });
  });

  it('checks customer, products and company before a number is reserved', () => {
    const body = { ...buildValidBody(), detalles: [{ idProducto: 5, cantidad: '2', precioProducto: '10' }] };
    expect(prepare(body, { customer: GOVERNMENT_CUSTOMER })).toEqual({
      ok: false,
      problems: [
        {
          path: 'detalles.0.idProducto',
          message: 'El producto del detalle 1 no tiene código CPBS, necesario para facturar al Gobierno.',
        },
      ],
    });
    expect(prepare(buildValidBody(), { customer: TAXPAYER_CUSTOMER }).ok).toBe(true);
  });

  it('refuses a later authorisation for a taxpayer customer (DGI 1505)', () => {
    expect(build({ ...buildValidBody(), tipoEmision: '03' })).toEqual({
      ok: false,
      problems: [
        {
          path: 'tipoEmision',
          message:
            'Un comprobante para un contribuyente requiere autorización previa (tipo de emisión 01 o 02).',
        },
      ],
    });
  });

  it('refuses a referenced document dated after the issue date', () => {
    const result = build(buildValidBody('04'), {
      customer: TAXPAYER_CUSTOMER,
      issuedAt: new Date('2025-02-28T12:00:00Z'),
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          path: 'documentosFiscalesReferenciados.0.fechaDocumento',
          message: 'La fecha del documento referenciado no puede ser posterior a la fecha de emisión.',
        },
      ],
    });
  });

  it('refuses a numbering the DGI would not accept', () => {
    const prepared = prepare(buildValidBody(), { customer: TAXPAYER_CUSTOMER });
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.problems));
    const messagesOf = (numbering: Partial<typeof SAMPLE_NUMBERING>) => {
      const numbered = numberDocument(prepared.value, { ...SAMPLE_NUMBERING, ...numbering });
      return numbered.ok ? [] : numbered.problems.map((problem) => problem.message);
    };
    expect(messagesOf({ number: 0 })).toEqual(['La numeración del punto de facturación no es válida.']);
    expect(messagesOf({ number: '12345678901', billingPoint: 0, securityCode: '000000000' })).toEqual([
      'La numeración del punto de facturación no es válida.',
      'El código de seguridad debe tener 9 dígitos y no ser cero.',
    ]);
  });

  it('pads document numbers to the 10 digits of dNroDF', () => {
    expect(padDocumentNumber(1234)).toBe('0000001234');
    expect(padDocumentNumber('9999999999')).toBe('9999999999');
  });

  it('writes cheque and payment-point payments as "other" with their name, the schema having no code for them', () => {
    const body = {
      ...buildValidBody(),
      formasPago: [
        { codigo: '09', valor: '10.70' },
        { codigo: '10', valor: '10.70' },
        { codigo: '99', valor: '1', descripcion: 'Canje de puntos' },
      ],
    };
    expect(
      documentOf(body).gTot.gFormaPago.map(({ iFormaPago, dFormaPagoDesc }) => [iFormaPago, dFormaPagoDesc]),
    ).toEqual([
      ['99', 'Pago con cheque'],
      ['99', 'Pago en punto de pago'],
      ['99', 'Canje de puntos'],
    ]);
  });

  it('writes instalment due dates and referenced document dates in Panama time', () => {
    const body = {
      ...buildValidBody('04'),
      tiempoPago: '2',
      formasPago: [{ codigo: '01', valor: '21.40' }],
      pagoPlazos: [{ valorCuota: '21.40', fechaVencimiento: '2025-04-30T05:00:00.000Z' }],
    };
    const document = documentOf(body);
    expect(document.gTot.gPagPlazo[0]?.dFecItPlazo).toBe('2025-04-30T00:00:00-05:00');
    expect(document.gDGen.gDFRef[0]?.dFechaDFRef).toBe('2025-03-01T00:00:00-05:00');
  });
});
