import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_CODES } from './document-types.ts';
import { createGenerationRequestSchema, validateGenerationRequest } from './generation-request-schema.ts';
import { computeRequestTotals } from './request-totals.ts';
import { DELIVERY_PLACE, INVOICE_CUFE, SAMPLE_NOW, buildValidBody } from '../testing.ts';

const schema = createGenerationRequestSchema({ now: SAMPLE_NOW });

/** The messages a user would see for this body, with the field each one belongs to. */
function messagesOf(body: Record<string, unknown>): string[] {
  const result = schema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function withLine(line: Record<string, unknown>): Record<string, unknown> {
  return {
    ...buildValidBody(),
    detalles: [{ idProducto: 1, cantidad: '2', precioProducto: '10.00', ...line }],
  };
}

describe('generation request', () => {
  it.each(DOCUMENT_TYPE_CODES)('accepts a complete request of document type %s', (type) => {
    expect(messagesOf(buildValidBody(type))).toEqual([]);
  });

  it('reads numbers and codes as the forms send them and applies the spec defaults', () => {
    const request = schema.parse({
      ...buildValidBody(),
      detalles: [
        { idProducto: 7, cantidad: 1.5, precioProducto: 3, isDescuentoPorcentaje: 'false', descuento: '' },
      ],
      formasPago: [{ codigo: 2, valor: 5 }],
      entregaCafe: 3,
      tiempoPago: 1,
      tipoEmision: '',
      destinoOperacion: null,
    });
    expect(request.detalles[0]).toMatchObject({
      idProducto: '7',
      cantidad: '1.5',
      precioProducto: '3',
      codigoItbms: '01',
    });
    expect(request.detalles[0]?.descuento).toBeUndefined();
    expect(request.formasPago[0]).toMatchObject({ codigo: '02', valor: '5' });
    expect(request).toMatchObject({
      tipoEmision: '01',
      destinoOperacion: '1',
      entregaCafe: '3',
      tiempoPago: '1',
    });
  });

  it('hands a body that is to become a document on with the totals its rules computed', () => {
    const validated = validateGenerationRequest(buildValidBody(), { now: SAMPLE_NOW });
    if (!validated.ok) throw new Error(JSON.stringify(validated.problems));
    expect(validated.value.request).toEqual(schema.parse(buildValidBody()));
    expect(validated.value.totals).toEqual(computeRequestTotals(validated.value.request));
    expect(validated.value.totals.totals.documentTotal.toFixed(2)).toBe('21.40');
  });

  it('answers a body it refuses with every problem and the field it belongs to', () => {
    const body = withLine({ cantidad: '0', precioProducto: '' });
    expect(validateGenerationRequest(body, { now: SAMPLE_NOW })).toEqual({
      ok: false,
      problems: [
        { path: 'detalles.0.cantidad', message: 'La cantidad debe ser mayor a 0.' },
        { path: 'detalles.0.precioProducto', message: 'Ingrese el precio unitario.' },
      ],
    });
  });

  it('answers a body for issuing with the same problems as the schema, in the same order', () => {
    const bodies = [
      withLine({ cantidad: '0', precioProducto: '' }),
      { ...buildValidBody('01'), destinoOperacion: '2', fechaEmision: '2025-03-20' },
      { ...buildValidBody('04'), documentosFiscalesReferenciados: [], fechaEmision: '2025-01-02' },
    ];
    for (const body of bodies) {
      const validated = validateGenerationRequest(body, { now: SAMPLE_NOW });
      const problems = validated.ok ? [] : validated.problems.map((p) => `${p.path}: ${p.message}`);
      expect(problems).toEqual(messagesOf(body));
      expect(problems.length).toBeGreaterThan(1);
    }
  });

  it('sends an export invoice abroad whatever the form said', () => {
    const request = schema.parse({ ...buildValidBody('03'), destinoOperacion: '1' });
    expect(request.destinoOperacion).toBe('2');
  });

  it('tells a field sent as a list or an object once, with the message of its first rule', () => {
    expect(
      messagesOf(
        withLine({
          farmaceuticaDto: { numeroLote: [], cantidadProductos: {} },
          cantidad: ['2'],
          codigoItbms: { codigo: '01' },
        }),
      ),
    ).toEqual([
      'detalles.0.cantidad: Ingrese la cantidad.',
      'detalles.0.codigoItbms: Seleccione la tarifa de ITBMS (00, 01, 02 o 03).',
      'detalles.0.farmaceuticaDto.numeroLote: El número de lote debe tener entre 5 y 35 caracteres alfanuméricos.',
      'detalles.0.farmaceuticaDto.cantidadProductos: La cantidad de productos del lote debe ser numérica.',
    ]);
  });

  describe('refuses bad lines with the spec messages', () => {
    it.each([
      [{ idProducto: null }, 'detalles.0.idProducto: Seleccione un producto.'],
      [{ cantidad: '0' }, 'detalles.0.cantidad: La cantidad debe ser mayor a 0.'],
      [
        { cantidad: '1.1234567' },
        'detalles.0.cantidad: El dato ingresado debe tener maximo 6 decimales Ej, 12.431231',
      ],
      [{ precioProducto: '' }, 'detalles.0.precioProducto: Ingrese el precio unitario.'],
      [{ precioProducto: '-1' }, 'detalles.0.precioProducto: El precio unitario no puede ser negativo.'],
      [{ cantidad: '-2' }, 'detalles.0.cantidad: La cantidad debe ser mayor a 0.'],
      [
        { precioProducto: '1,5' },
        'detalles.0.precioProducto: El dato ingresado es erroneo utilice punto (.) para separar decimales',
      ],
      [
        { descuento: '1.234' },
        'detalles.0.descuento: Los datos numéricos debe tener máximo 2 decimales Ej, 12.43',
      ],
      [
        { descuento: '1,5' },
        'detalles.0.descuento: El dato ingresado es erróneo utilice punto (.) para separar decimales',
      ],
      [{ descuento: '10.01' }, 'detalles.0.descuento: El descuento debe ser menor a 10.00'],
      [
        { descuento: '100.5', isDescuentoPorcentaje: 'true' },
        'detalles.0.descuento: El porcentaje de descuento no puede ser mayor a 100.',
      ],
      [{ acarreo: '1.005' }, 'detalles.0.acarreo: El dato ingresado debe tener solo 2 decimales Ej, 12.43'],
      [{ codigoItbms: '04' }, 'detalles.0.codigoItbms: Seleccione la tarifa de ITBMS (00, 01, 02 o 03).'],
      [
        { tasaIsc: '0.07' },
        'detalles.0.tasaIsc: La tasa de ISC no es válida. Use 0.0, 0.035, 0.05, 0.06, 0.1325 o 0.325.',
      ],
      [
        { farmaceuticaDto: { numeroLote: 'L-2024-01', cantidadProductos: '10' } },
        'detalles.0.farmaceuticaDto: Una medicina requiere la fecha de fabricación y la fecha de caducidad.',
      ],
      [
        { fechaFabricacion: '2025-03-15' },
        'detalles.0.fechaFabricacion: La fecha de fabricación no puede ser posterior a la fecha actual.',
      ],
      [
        { fechaCaducidad: '2025-03-13' },
        'detalles.0.fechaCaducidad: La fecha de caducidad no puede ser anterior a la fecha actual.',
      ],
      [
        { otis: [{ codigo: '03', valor: '1' }] },
        'detalles.0.otis.0.codigo: El código de OTI no es válido. Use 01 (SUME 911) o 02 (Tasa Portabilidad Numérica).',
      ],
      [
        {
          otis: [
            { codigo: '01', valor: '1' },
            { codigo: '01', valor: '2' },
          ],
        },
        'detalles.0.otis: El código de OTI está repetido en el detalle.',
      ],
      [
        { cantidad: '1000000000' },
        'detalles.0.cantidad: El precio unitario y la cantidad admiten hasta 9 dígitos enteros.',
      ],
      [
        { vehiculoNuevoDto: { chasis: 'CORTO' } },
        'detalles.0.vehiculoNuevoDto.chasis: El chasis debe tener exactamente 17 caracteres.',
      ],
      [
        { pedidoComercialDto: { nroPedidoCompra: 'A1', nroSecuencial: '1' } },
        'detalles.0.pedidoComercialDto.nroPedidoCompra: El número de pedido de compra debe ser numérico de 1 a 9 dígitos.',
      ],
    ])('line %j → %s', (line, message) => {
      expect(messagesOf(withLine(line))).toContain(message);
    });
  });

  describe('refuses impossible documents', () => {
    it('a credit note that refers to invoices without a referenced document', () => {
      expect(messagesOf({ ...buildValidBody('04'), documentosFiscalesReferenciados: [] })).toEqual([
        'documentosFiscalesReferenciados: Ingrese al menos un documento fiscal referenciado para la nota de crédito o débito.',
      ]);
    });

    it('a referenced document with more than one number, or a generic note that cites a CUFE', () => {
      const reference = {
        rucEmisor: { tipoRuc: '2', ruc: '521-136-113133', dv: '02' },
        nombreEmisor: 'Hypernova Labs',
        fechaDocumento: '2025-03-01',
        cufeReferenciada: INVOICE_CUFE,
        nroFacturaPapel: '0000000000000000000001',
      };
      expect(messagesOf({ ...buildValidBody('05'), documentosFiscalesReferenciados: [reference] })).toContain(
        'documentosFiscalesReferenciados.0: Ingrese solo uno de los tres campos (CUFE, # Factura papel o # Factura impresa)',
      );
      const { nroFacturaPapel: _paper, ...withCufeOnly } = reference;
      expect(
        messagesOf({ ...buildValidBody('06'), documentosFiscalesReferenciados: [withCufeOnly] }),
      ).toContain(
        'documentosFiscalesReferenciados.0: Ingrese solo uno de los dos campos (# Factura papel o # Factura impresa)',
      );
    });

    it('a referenced CUFE with a wrong check digit, repeated, or of another note', () => {
      const reference = (cufe: string) => ({
        rucEmisor: { tipoRuc: '2', ruc: '521-136-113133', dv: '02' },
        nombreEmisor: 'Hypernova Labs',
        fechaDocumento: '2025-03-01',
        cufeReferenciada: cufe,
      });
      const wrongDigit = `${INVOICE_CUFE.slice(0, 65)}8`;
      const ofCreditNote = `FE04${INVOICE_CUFE.slice(4)}`;
      const messages = messagesOf({
        ...buildValidBody('04'),
        documentosFiscalesReferenciados: [
          reference(wrongDigit),
          reference(INVOICE_CUFE),
          reference(INVOICE_CUFE),
          reference(ofCreditNote),
        ],
      });
      expect(messages).toContain(
        'documentosFiscalesReferenciados.0.cufeReferenciada: El CUFE referenciado no es válido.',
      );
      expect(messages).toContain(
        'documentosFiscalesReferenciados.2.cufeReferenciada: El CUFE referenciado está repetido.',
      );
      expect(
        messages.some((message) => message.startsWith('documentosFiscalesReferenciados.3.cufeReferenciada:')),
      ).toBe(true);
    });

    it('an invoice that refers to other documents', () => {
      const body = {
        ...buildValidBody('01'),
        documentosFiscalesReferenciados: buildValidBody('04').documentosFiscalesReferenciados,
      };
      expect(messagesOf(body)).toEqual([
        'documentosFiscalesReferenciados: Este tipo de documento no admite documentos fiscales referenciados.',
      ]);
    });

    it('an export without export data, or export data on a domestic document', () => {
      const { informacionDatosExportacion: _data, ...withoutData } = buildValidBody('03');
      expect(messagesOf(withoutData)).toEqual([
        'informacionDatosExportacion: Ingrese los datos de exportación, el destino de la operación es el extranjero.',
      ]);
      expect(
        messagesOf({ ...buildValidBody('06'), informacionDatosExportacion: { condicionEntrega: 'FOB' } }),
      ).toEqual([
        'informacionDatosExportacion: Los datos de exportación solo se informan cuando el destino de la operación es el extranjero.',
      ]);
      expect(
        messagesOf({
          ...buildValidBody('01'),
          destinoOperacion: '2',
          informacionDatosExportacion: { condicionEntrega: 'FOB' },
        }),
      ).toEqual(['destinoOperacion: Una factura de operación interna no puede tener destino extranjero.']);
    });

    it('export data with an unknown Incoterm, or another currency without its name', () => {
      const messages = messagesOf({
        ...buildValidBody('03'),
        informacionDatosExportacion: {
          condicionEntrega: 'XYZ',
          monedaOperacion: 'ZZZ',
          tipoCambio: '1.23456',
        },
      });
      expect(messages).toEqual([
        'informacionDatosExportacion.condicionEntrega: La condición de entrega no es un Incoterm válido.',
        'informacionDatosExportacion.tipoCambio: El tipo de cambio debe ser numérico, con hasta 11 dígitos en total y 4 decimales.',
        'informacionDatosExportacion.detalleMoneda: Ingrese el nombre de la otra moneda (máximo 50 caracteres).',
      ]);
      expect(
        messagesOf({
          ...buildValidBody('03'),
          informacionDatosExportacion: { condicionEntrega: 'FOB', detalleMoneda: 'Dólar' },
        }),
      ).toEqual([]);
    });

    it('a retention code outside the list, or not a number', () => {
      expect(messagesOf({ ...buildValidBody(), codigoRetencion: '5' })).toEqual([
        'codigoRetencion: El código de retención no es válido. Use 1, 2, 3, 4, 7 u 8.',
      ]);
      expect(messagesOf({ ...buildValidBody(), codigoRetencion: 'A' })).toEqual([
        'codigoRetencion: Ingresar el código de la retención a aplicar, es necesario.',
      ]);
    });

    it('more than 1000 lines', () => {
      const line = { idProducto: 1, cantidad: '1', precioProducto: '0.01', codigoItbms: '00' };
      const body = {
        ...buildValidBody(),
        detalles: Array.from({ length: 1001 }, () => line),
        formasPago: [{ codigo: '02', valor: '10.01' }],
      };
      expect(messagesOf(body)).toContain('detalles: El comprobante no puede tener más de 1000 detalles.');
    });

    it('no line at all', () => {
      expect(messagesOf({ ...buildValidBody(), detalles: [] })).toContain(
        'detalles: Ingrese al menos un detalle.',
      );
    });

    it('a total that would not fit 11 integer digits, or an item above 9', () => {
      const line = { idProducto: 1, cantidad: '999999', precioProducto: '999999', codigoItbms: '00' };
      expect(messagesOf({ ...buildValidBody(), detalles: [line] })).toContain(
        'detalles.0: El valor del ítem 1 supera los 9 dígitos enteros que admite la DGI.',
      );
      const big = { idProducto: 1, cantidad: '999', precioProducto: '999999.99', codigoItbms: '00' };
      const body = {
        ...buildValidBody(),
        detalles: Array.from({ length: 101 }, () => big),
        formasPago: [{ codigo: '02', valor: '1' }],
      };
      expect(messagesOf(body)).toContain(
        'detalles: El valor total del comprobante supera los 11 dígitos enteros que admite la DGI.',
      );
    });
  });

  describe('refuses bad general data and payments with the spec messages', () => {
    it.each([
      [{ idAsignacionEmpresaCliente: null }, 'idAsignacionEmpresaCliente: Ingrese el cliente'],
      [{ entregaCafe: '' }, 'entregaCafe: Seleccione la entrega del CAFE.'],
      [
        { tiempoPago: '2' },
        'pagoPlazos: Ingrese la información de pago a plazo, porque el tiempo de pago ingresado es crédito/plazo.',
      ],
      [{ formasPago: [] }, 'formasPago: Ingrese al menos una forma de pago.'],
      [{ formasPago: [{ codigo: '', valor: '21.40' }] }, 'formasPago.0.codigo: Seleccione la forma de pago'],
      [{ formasPago: [{ codigo: '02' }] }, 'formasPago.0.valor: Ingrese el valor.'],
      [
        { formasPago: [{ codigo: '02', valor: '0' }] },
        'formasPago.0.valor: No puede ser un valor menor o igual a cero',
      ],
      [
        { formasPago: [{ codigo: '02', valor: '21.4000001' }] },
        'formasPago.0.valor: El dato ingresado debe tener maximo 6 decimales Ej, 12.431231',
      ],
      [
        { formasPago: [{ codigo: '99', valor: '21.40' }] },
        'formasPago.0.descripcion: Ingrese la descripción de la forma de pago (entre 10 y 100 caracteres).',
      ],
      [
        { formasPago: [{ codigo: '03', valor: '23.55' }] },
        'formasPago: Las formas de pago suman 23.55 y superan el valor total del comprobante (21.40) en más del 10% que admite la propina; solo el pago de contado deja vuelto.',
      ],
      [
        { formasPago: [{ codigo: '02', valor: '10.00' }] },
        'formasPago: Las formas de pago suman 10.00 y no cubren el valor total del comprobante (21.40).',
      ],
      [
        { formasPago: [{ codigo: '01', valor: '21.40' }] },
        'formasPago: Un pago de contado no admite la forma de pago Crédito; elija el tiempo de pago Crédito o Mixto.',
      ],
      [
        { tiempoPago: '2', pagoPlazos: [{ valorCuota: '21.40', fechaVencimiento: '2025-04-14' }] },
        'formasPago: En un pago a crédito todas las formas de pago son Crédito; si el cliente paga una parte ahora, elija el tiempo de pago Mixto.',
      ],
      [
        {
          tiempoPago: '3',
          formasPago: [
            { codigo: '01', valor: '15.40' },
            { codigo: '02', valor: '6.00' },
          ],
          pagoPlazos: [{ valorCuota: '10.00', fechaVencimiento: '2025-04-14' }],
        },
        'pagoPlazos: Las cuotas suman 10.00 y deben sumar el valor pagado a crédito (15.40).',
      ],
      [
        { tiempoPago: '3' },
        'formasPago: Un pago mixto combina la forma de pago Crédito con al menos otra forma de pago.',
      ],
      [{ tipoEmision: '02' }, 'fechaContingencia: Ingrese la fecha de inicio de la contingencia.'],
      [
        { tipoEmision: '04', fechaContingencia: '2025-03-14T08:00:00-05:00', motivoContingencia: 'corto' },
        'motivoContingencia: Ingrese el motivo de la contingencia (entre 15 y 250 caracteres).',
      ],
      [
        { fechaEmision: '2025-03-15T00:00:00-05:00' },
        'fechaEmision: La fecha de emisión no puede ser posterior a la fecha actual.',
      ],
      [{ fechaEmision: '2025-02-11' }, 'fechaEmision: La fecha de emisión no puede ser anterior a 30 días.'],
      [{ fechaEmision: '2025-02-30' }, 'fechaEmision: Ingrese una fecha válida.'],
      [
        { fechaSalida: '2025-02-13T23:59:59-05:00' },
        'fechaSalida: La fecha de salida no puede ser anterior a un mes.',
      ],
      [
        { informacionAdicional: '[{"nombre":"CORREO","valor":""}]' },
        'informacionAdicional.0.valor: Ingrese el valor, es necesario.',
      ],
      [
        { informacionAdicional: '[{"nombre":"<script>","valor":"x"}]' },
        'informacionAdicional.0.nombre: Ingrese solo caracteres alafanuméricos.',
      ],
      [
        {
          informacionAdicional: JSON.stringify(
            Array.from({ length: 31 }, () => ({ nombre: 'A', valor: 'B' })),
          ),
        },
        'informacionAdicional: Únicamente puede agregar 30 filas',
      ],
      [
        { descuentosAdicionales: [{ nombre: '', valor: '1' }] },
        'descuentosAdicionales.0.nombre: Ingrese el detalle del descuento, es necesario.',
      ],
      [
        { descuentosAdicionales: [{ nombre: 'Promo', valor: 'abc' }] },
        'descuentosAdicionales.0.valor: Ingrese solo números.',
      ],
      [
        { descuentosAdicionales: [{ nombre: 'Promo', valor: '30' }] },
        'descuentosAdicionales: Los descuentos adicionales no pueden superar el valor total de los detalles.',
      ],
      [
        { descuentosAdicionales: Array.from({ length: 6 }, () => ({ nombre: 'Promo', valor: '1' })) },
        'descuentosAdicionales: Únicamente puede agregar 5 descuentos adicionales.',
      ],
      [
        { pedidoComercialFacturaDto: { nroPedidoCompra: '' } },
        'pedidoComercialFacturaDto.nroPedidoCompra: Ingresar el número de pedido de compra, es necesario.',
      ],
      [
        { pedidoComercialFacturaDto: { nroPedidoCompra: '1234567890123' } },
        'pedidoComercialFacturaDto.nroPedidoCompra: Ingresar entre 1 y 12 caracteres.',
      ],
      [
        {
          informacionLogisticaDto: {
            nombreTransportista: 'Corto',
            rucAutorizado: { tipoRuc: '2', ruc: '155596713-2-2015', dv: '59' },
          },
        },
        'informacionLogisticaDto.nombreTransportista: El nombre del transportista debe tener entre 15 y 100 caracteres alfanuméricos.',
      ],
      [
        { rucsAutorizados: [{ tipoRuc: '2', ruc: '', dv: '59' }] },
        'rucsAutorizados.0.ruc: Ingrese el RUC, es necesario.',
      ],
      [
        { rucsAutorizados: [{ tipoRuc: '2', ruc: '155596713-2-2015', dv: '5A' }] },
        'rucsAutorizados.0.dv: Ingresar 2 caracteres.',
      ],
      [
        { rucsAutorizados: [{ ruc: '155596713-2-2015', dv: '59' }] },
        'rucsAutorizados.0.tipoRuc: Ingrese el tipo de RUC, es necesario.',
      ],
    ])('%j → %s', (change, message) => {
      expect(messagesOf({ ...buildValidBody(), ...change })).toContain(message);
    });

    it('instalments above the total, past due, or with short information', () => {
      const messages = messagesOf({
        ...buildValidBody(),
        tiempoPago: '2',
        formasPago: [{ codigo: '01', valor: '21.40' }],
        pagoPlazos: [
          { valorCuota: '20', fechaVencimiento: '2025-04-14' },
          { valorCuota: '1.41', fechaVencimiento: '2025-03-13T12:00:00Z', informacionInteres: 'corta' },
        ],
      });
      expect(messages).toEqual([
        'pagoPlazos.1.informacionInteres: El tamaño de la información de interés debe estar entre 15 y 1000.',
      ]);
      const over = messagesOf({
        ...buildValidBody(),
        tiempoPago: '2',
        formasPago: [{ codigo: '01', valor: '21.40' }],
        pagoPlazos: [
          { valorCuota: '20', fechaVencimiento: '2025-04-14' },
          { valorCuota: '1.41', fechaVencimiento: '2025-03-13T12:00:00Z' },
        ],
      });
      expect(over).toEqual([
        'pagoPlazos: El valor es: 21.41, y excede al valor total',
        'pagoPlazos.1.fechaVencimiento: La fecha de vencimiento de la cuota no puede ser anterior a la fecha actual.',
      ]);
    });

    it('a delivery place outside the DGI locations or with a phone the DGI cannot take', () => {
      const messages = messagesOf({
        ...buildValidBody(),
        localEntrega: { ...DELIVERY_PLACE, ubicacionGeografica: '8-8-99', telefonoLocalEntrega: '66578711' },
      });
      expect(messages).toEqual([
        'localEntrega.ubicacionGeografica: Seleccione una ubicación geográfica válida (provincia-distrito-corregimiento).',
        'localEntrega.telefonoLocalEntrega: Ingrese el teléfono con el formato 123-4567 o 1234-5678.',
      ]);
    });
  });
});
