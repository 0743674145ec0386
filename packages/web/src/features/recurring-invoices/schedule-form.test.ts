import { describe, expect, it } from 'vitest';
import { recurrenceMessages } from '@facturar/domain';
import {
  defaultDay,
  describeRule,
  newScheduleValues,
  repriceBody,
  scheduleResolver,
  withReceiver,
} from './schedule-form.ts';

const resolve = (values: Parameters<typeof scheduleResolver>[0]) =>
  scheduleResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the schedule dialog', () => {
  it('starts monthly on the Panama day of today, and a weekly rule on the start date’s weekday', () => {
    // 04:30 UTC on the 1st is still the last day of the month before in Panama.
    expect(newScheduleValues(new Date('2026-12-01T04:30:00Z'))).toMatchObject({
      frecuencia: 'MENSUAL',
      dia: '30',
      fechaInicio: '2026-11-30',
    });
    expect(defaultDay('SEMANAL', '2026-11-28')).toBe('6');
    expect(defaultDay('ANUAL', '2026-11-28')).toBe('28');
  });

  it('reads the rule as the list shows it', () => {
    expect(describeRule({ frecuencia: 'SEMANAL', dia: 1, mes: null })).toBe('Cada lunes');
    expect(describeRule({ frecuencia: 'MENSUAL', dia: 31, mes: null })).toBe(
      'Cada mes, el 31 (o el último día)',
    );
    expect(describeRule({ frecuencia: 'ANUAL', dia: 15, mes: 3 })).toBe('Cada año, el 15 de marzo');
  });

  it('judges the fields with the domain rule and sends empty choices as null', async () => {
    const values = { ...newScheduleValues(new Date('2026-11-28T15:00:00Z')), descripcion: 'Alquiler' };
    expect(await resolve(values)).toEqual({
      values: {
        descripcion: 'Alquiler',
        frecuencia: 'MENSUAL',
        dia: 28,
        mes: null,
        fechaInicio: '2026-11-28',
        fechaFin: null,
        cantidad: null,
        idSecuencial: null,
      },
      errors: {},
    });
    const refused = await resolve({ ...values, descripcion: 'A', cantidad: '0' });
    expect(refused.errors.descripcion?.message).toBe('La descripción debe tener entre 3 y 100 caracteres.');
    expect(refused.errors.cantidad?.message).toBe(recurrenceMessages.count);
  });
});

describe('an edit of the prices', () => {
  it('changes the lines and sets the single payment to the new total', () => {
    const body = {
      tipoDocumento: '01',
      idAsignacionEmpresaCliente: 3,
      detalles: [{ idProducto: 5, cantidad: '2', precioProducto: '45.00', codigoItbms: '01' }],
      formasPago: [{ codigo: '02', valor: '96.30' }],
      entregaCafe: '3',
      formatoCafe: '3',
      envioContenedorReceptor: '1',
      naturalezaOperacion: '01',
      tiempoPago: '1',
      tipoOperacion: '1',
    };
    expect(repriceBody(body, [{ cantidad: '1', precioProducto: '50.00' }])).toEqual({
      body: {
        ...body,
        detalles: [{ idProducto: 5, cantidad: '1', precioProducto: '50.00', codigoItbms: '01' }],
        formasPago: [{ codigo: '02', valor: '53.50' }],
      },
    });
    expect(repriceBody(body, [{ cantidad: '', precioProducto: '50.00' }])).toHaveProperty('problem');
  });
});

describe('an edit of the receiver and of a credit sale', () => {
  const credit = {
    tipoDocumento: '01',
    idAsignacionEmpresaCliente: 0,
    nombreConsumidorFinal: 'Juan Pérez',
    detalles: [{ idProducto: 5, cantidad: '2', precioProducto: '45.00', codigoItbms: '01' }],
    formasPago: [{ codigo: '01', valor: '96.30' }],
    pagoPlazos: [{ valorCuota: '96.30', fechaVencimiento: '2027-01-30' }],
    entregaCafe: '3',
    formatoCafe: '3',
    envioContenedorReceptor: '1',
    naturalezaOperacion: '01',
    tiempoPago: '2',
    tipoOperacion: '1',
  };

  it('names the customer picked instead of the final consumer', () => {
    const { nombreConsumidorFinal: _, ...rest } = credit;
    expect(withReceiver(credit, 42)).toEqual({ ...rest, idAsignacionEmpresaCliente: 42 });
  });

  it('moves the one instalment of a credit sale with the new total', () => {
    const repriced = repriceBody(credit, [{ cantidad: '1', precioProducto: '50.00' }]);
    expect(repriced).toMatchObject({
      body: {
        formasPago: [{ codigo: '01', valor: '53.50' }],
        pagoPlazos: [{ valorCuota: '53.50', fechaVencimiento: '2027-01-30' }],
      },
    });
  });
});
