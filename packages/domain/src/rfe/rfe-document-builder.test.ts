import { describe, expect, it } from 'vitest';
import { isCufeValid } from '../cufe/index.ts';
import { createGenerationRequestSchema } from '../request/generation-request-schema.ts';
import { buildRfeDocument, checkEmission } from './rfe-document-builder.ts';
import type { RfeDocument } from './rfe-model.ts';
import {
  FOREIGN_CUSTOMER,
  GOVERNMENT_CUSTOMER,
  SAMPLE_ISSUER,
  SAMPLE_NOW,
  TAXPAYER_CUSTOMER,
  buildSampleContext,
  buildValidBody,
} from '../testing.ts';

const schema = createGenerationRequestSchema({ now: SAMPLE_NOW });

function build(body: Record<string, unknown>, context = buildSampleContext({ customer: TAXPAYER_CUSTOMER })) {
  return buildRfeDocument(schema.parse(body), context);
}

function documentOf(body: Record<string, unknown>, context?: Parameters<typeof build>[1]): RfeDocument {
  const result = build(body, context);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.document;
}

describe('rFE document', () => {
  it('totals a request the schema checked, and again after the request was changed in place', () => {
    const request = schema.parse(buildValidBody());
    const built = buildRfeDocument(request, buildSampleContext({ customer: TAXPAYER_CUSTOMER }));
    expect(built.ok && built.document.gTot.dVTot.toFixed(2)).toBe('21.40');

    const line = request.detalles[0]!;
    (line as { cantidad: string }).cantidad = '3';
    const changed = buildRfeDocument(request, buildSampleContext({ customer: TAXPAYER_CUSTOMER }));
    expect(changed.ok && changed.document.gTot.dVTot.toFixed(2)).toBe('32.10');
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
    expect(documentOf(body, buildSampleContext()).gDGen.gDatRec).toEqual({
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
    const document = documentOf(buildValidBody('03'), buildSampleContext({ customer: FOREIGN_CUSTOMER }));
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
    expect(build(buildValidBody('01'), buildSampleContext({ customer: FOREIGN_CUSTOMER }))).toEqual({
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
    expect(build(buildValidBody(), buildSampleContext({ customer: null }))).toMatchObject({
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
    expect(build(body, buildSampleContext({ customer: GOVERNMENT_CUSTOMER }))).toEqual({
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
    const result = build(buildValidBody(), buildSampleContext({ customer: TAXPAYER_CUSTOMER, issuer }));
    expect(result.ok ? [] : result.problems.map((problem) => problem.message)).toEqual([
      'Los datos de la empresa no son válidos (coordenadas de la sucursal); actualícelos antes de facturar.',
      'Los datos de la empresa no son válidos (teléfono); actualícelos antes de facturar.',
    ]);
  });

  it('issues in contingency with the start and reason the server gives', () => {
    const context = buildSampleContext({
      customer: TAXPAYER_CUSTOMER,
      contingency: {
        emissionType: '02',
        startedAt: new Date('2025-03-14T12:00:00Z'),
        reason: 'El PAC no responde desde las 7:00',
      },
    });
    const document = documentOf(buildValidBody(), context);
    expect(document.gDGen).toMatchObject({ iTpEmis: '02', dFechaCont: '2025-03-14T07:00:00-05:00' });
    expect(document.dId.slice(53, 55)).toBe('02');
    const late = buildSampleContext({
      customer: TAXPAYER_CUSTOMER,
      contingency: {
        emissionType: '04',
        startedAt: new Date('2025-03-14T16:00:00Z'),
        reason: 'El PAC no responde desde las 7:00',
      },
    });
    expect(build(buildValidBody(), late)).toMatchObject({
      ok: false,
      problems: [{ message: 'La fecha de contingencia no puede ser posterior a la fecha de emisión.' }],
    });
  });

  it('checks customer, products and company before a number is reserved', () => {
    const {
      number: _number,
      billingPoint: _point,
      securityCode: _code,
      ...parties
    } = buildSampleContext({ customer: GOVERNMENT_CUSTOMER });
    const body = { ...buildValidBody(), detalles: [{ idProducto: 5, cantidad: '2', precioProducto: '10' }] };
    expect(checkEmission(schema.parse(body), parties)).toEqual([
      {
        path: 'detalles.0.idProducto',
        message: 'El producto del detalle 1 no tiene código CPBS, necesario para facturar al Gobierno.',
      },
    ]);
    expect(
      checkEmission(schema.parse(buildValidBody()), { ...parties, customer: TAXPAYER_CUSTOMER }),
    ).toEqual([]);
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

  it('refuses a referenced document dated after the issue date and a bad numbering', () => {
    const body = buildValidBody('04');
    const context = buildSampleContext({
      customer: TAXPAYER_CUSTOMER,
      issuedAt: new Date('2025-02-28T12:00:00Z'),
      number: 0,
    });
    const result = build(body, context);
    expect(result.ok ? [] : result.problems.map((problem) => problem.message)).toEqual([
      'La numeración del punto de facturación no es válida.',
      'La fecha del documento referenciado no puede ser posterior a la fecha de emisión.',
    ]);
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
      pagoPlazos: [{ valorCuota: '21.40', fechaVencimiento: '2025-04-30T05:00:00.000Z' }],
    };
    const document = documentOf(body);
    expect(document.gTot.gPagPlazo[0]?.dFecItPlazo).toBe('2025-04-30T00:00:00-05:00');
    expect(document.gDGen.gDFRef[0]?.dFechaDFRef).toBe('2025-03-01T00:00:00-05:00');
  });
});
