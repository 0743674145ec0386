import { beforeAll, describe, expect, it } from 'vitest';
import { formatPanamaDate, recurrenceMessages } from '@facturar/domain';
import type { RecurringOccurrence, RecurringSchedule } from '@facturar/contracts';
import { demoInvoiceBody, demoRuc, findDemoIds } from '../../../test/support/demo-invoice.ts';
import {
  downloadXml,
  issueAuthorisedInvoice,
  waitForDocument,
} from '../../../test/support/issued-documents.ts';
import { waitForMail } from '../../../test/support/smtp-capture.ts';
import { createTestClock } from '../../../test/support/test-clock.ts';
import { bearer, serveMailingTestServer } from '../../../test/support/test-server.ts';
import { createTestUser } from '../../../test/support/test-users.ts';
import { issuanceMessages } from '../issuance/issuance-messages.ts';
import { issueDueOccurrences } from './index.ts';

let token: string;
// The job's clock, moved by the tests (the calls' clock is the same one).
const clock = createTestClock();
const day = 86_400_000;

const server = serveMailingTestServer({}, { now: clock.now });

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
});

const today = () => formatPanamaDate(clock.now());
const dayOfMonth = () => Number(today().slice(8, 10));
/** Monday 1 … Sunday 7 of today in Panama. */
const weekday = () => ((new Date(`${today()}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await server.request({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function createSchedule(extra: Record<string, unknown>): Promise<RecurringSchedule> {
  const created = await call('POST', '/api/programaciones', {
    descripcion: 'Alquiler de local',
    frecuencia: 'MENSUAL',
    dia: dayOfMonth(),
    fechaInicio: today(),
    comprobante: await demoInvoiceBody(server.ctx.db),
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.programacion as RecurringSchedule;
}

async function occurrencesOf(id: number): Promise<RecurringOccurrence[]> {
  return (await call('GET', `/api/programaciones/${id}/ocurrencias`)).body
    .ocurrencias as RecurringOccurrence[];
}

async function setVouchers(available: number): Promise<void> {
  await server.ctx.db
    .updateTable('voucher_packages')
    .set({ vouchers_available: available })
    .where('company_ruc', '=', demoRuc)
    .execute();
}

describe('recurring invoices', () => {
  it('issues a monthly invoice on its day, once even when the job runs twice at the same time, and mails its CAFE', async () => {
    clock.offsetMs = 0;
    const schedule = await createSchedule({ fechaFin: null, cantidad: 12 });
    expect(schedule).toMatchObject({
      estado: 'ACTIVA',
      proximaFecha: today(),
      receptor: 'Distribuidora del Canal, S.A.',
      total: '109.05',
      puntoFacturacion: expect.stringMatching(/^\d{4}-\d{3}$/),
      ultimoResultado: null,
    });

    clock.offsetMs = -day;
    const mailsBefore = server.mail.messages.length;
    expect(await issueDueOccurrences(server.ctx)).toEqual({ issued: 0, failed: 0 });
    clock.offsetMs = 0;
    const runs = await Promise.all([issueDueOccurrences(server.ctx), issueDueOccurrences(server.ctx)]);
    expect(runs.reduce((sum, run) => sum + run.issued, 0)).toBeGreaterThanOrEqual(1);
    expect(await issueDueOccurrences(server.ctx)).toEqual({ issued: 0, failed: 0 });

    const [occurrence, ...others] = await occurrencesOf(schedule.idProgramacion);
    expect(others).toEqual([]);
    expect(occurrence).toMatchObject({ fecha: today(), estado: 'EMITIDA', motivo: null });
    const issuedDocuments = await server.ctx.db
      .selectFrom('documents')
      .select('id')
      .where('idempotency_key', '=', `programacion-${schedule.idProgramacion}-${today()}`)
      .execute();
    expect(issuedDocuments.map((row) => Number(row.id))).toEqual([occurrence?.idComprobante]);
    await waitForDocument(
      server,
      token,
      { id: String(occurrence?.idComprobante), cufe: String(occurrence?.cufe) },
      (row) => row.estadoAutorizacion === 'AUT',
    );
    const cafe = await waitForMail(server.mail.messages, 'compras@distcanal.test', 30_000, mailsBefore);
    expect(cafe.attachments.map((file) => file.contentType)).toContain('application/pdf');

    const after = (await call('GET', `/api/programaciones/${schedule.idProgramacion}`)).body;
    expect(after).toMatchObject({ emitidas: 1, ultimoResultado: { estado: 'EMITIDA' } });
    expect(after.proximaFecha).not.toBe(today());
  });

  it('keeps an occurrence refused for lack of vouchers with its reason, tells the ADM, and issues it by hand', async () => {
    clock.offsetMs = 0;
    const schedule = await createSchedule({
      descripcion: 'Mensualidad escolar',
      frecuencia: 'SEMANAL',
      dia: weekday(),
    });
    await setVouchers(0);
    const mailsBefore = server.mail.messages.length;
    try {
      expect(await issueDueOccurrences(server.ctx)).toEqual({ issued: 0, failed: 1 });
    } finally {
      await setVouchers(900);
    }
    const [failed] = await occurrencesOf(schedule.idProgramacion);
    expect(failed).toMatchObject({
      estado: 'FALLIDA',
      motivo: 'La empresa no tiene comprobantes disponibles.',
      idComprobante: null,
    });
    const notice = await waitForMail(server.mail.messages, 'adm@demo.facturar.test', 10_000, mailsBefore);
    expect(notice.subject).toBe('Facturar: no se pudo emitir «Mensualidad escolar»');
    expect(notice.text).toContain('Motivo: La empresa no tiene comprobantes disponibles.');

    const byHand = await call(
      'POST',
      `/api/programaciones/${schedule.idProgramacion}/ocurrencias/${failed?.idOcurrencia}/emitir`,
    );
    expect(byHand.status).toBe(200);
    expect(byHand.body).toMatchObject({ mensaje: 'Comprobante emitido.', ocurrencia: { estado: 'EMITIDA' } });
    const again = await call(
      'POST',
      `/api/programaciones/${schedule.idProgramacion}/ocurrencias/${failed?.idOcurrencia}/emitir`,
    );
    expect(again).toMatchObject({
      status: 409,
      body: { apierror: { mensaje: 'Esta emisión ya se realizó.' } },
    });
  });

  it('refuses an occurrence of a schedule whose user is no longer active in the company', async () => {
    clock.offsetMs = 0;
    const schedule = await createSchedule({ descripcion: 'Cuota de mantenimiento' });
    const former = await createTestUser(server.ctx.db, {
      accessName: 'programa.des@demo.facturar.test',
      fullName: 'Programador',
      profile: 'INT',
      state: 'DES',
    });
    // As if the schedule had been made by a user deactivated since.
    await server.ctx.db
      .updateTable('recurring_schedules')
      .set({ company_user_id: former })
      .where('id', '=', String(schedule.idProgramacion))
      .execute();
    expect(await issueDueOccurrences(server.ctx)).toEqual({ issued: 0, failed: 1 });
    const [failed] = await occurrencesOf(schedule.idProgramacion);
    expect(failed).toMatchObject({
      estado: 'FALLIDA',
      motivo: issuanceMessages.issuerInactive,
      idComprobante: null,
    });
  });

  it('copies an authorised invoice into a schedule, prices and receiver editable', async () => {
    clock.offsetMs = 0;
    const invoice = await issueAuthorisedInvoice(server, token);
    const created = await call('POST', '/api/programaciones', {
      descripcion: 'Consultoría mensual',
      frecuencia: 'ANUAL',
      dia: 31,
      mes: 2,
      fechaInicio: '2027-01-01',
      idComprobante: Number(invoice.id),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const schedule = created.body.programacion as RecurringSchedule;
    expect(schedule).toMatchObject({
      proximaFecha: '2027-02-28',
      total: '109.05',
      receptor: 'Distribuidora del Canal, S.A.',
    });
    expect(schedule.comprobante).toMatchObject({
      tipoDocumento: '01',
      detalles: [
        { cantidad: '2.00', precioProducto: '45.00', codigoItbms: '01' },
        { cantidad: '3.00', precioProducto: '4.25', codigoItbms: '00' },
      ],
    });
    expect(schedule.comprobante).not.toHaveProperty('fechaEmision');

    const [firstLine] = schedule.comprobante.detalles as { idProducto: number }[];
    const body = await demoInvoiceBody(server.ctx.db, {
      detalles: [
        { idProducto: firstLine?.idProducto, cantidad: '1', precioProducto: '50.00', codigoItbms: '01' },
      ],
      formasPago: [{ codigo: '02', valor: '53.50' }],
      idAsignacionEmpresaCliente: 0,
      nombreConsumidorFinal: 'Juan Pérez',
      fechaEmision: '2020-01-01',
    });
    const edited = await call('PUT', `/api/programaciones/${schedule.idProgramacion}`, {
      descripcion: 'Consultoría mensual',
      frecuencia: 'MENSUAL',
      dia: 15,
      fechaInicio: '2027-01-01',
      comprobante: body,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.programacion).toMatchObject({
      total: '53.50',
      receptor: 'Juan Pérez',
      proximaFecha: '2027-01-15',
    });
    expect((edited.body.programacion as RecurringSchedule).comprobante).not.toHaveProperty('fechaEmision');

    // The receiver picked on screen: one of the company's customers, never another's.
    const other = await server.ctx.db
      .selectFrom('customers')
      .select(['id', 'name'])
      .where('company_ruc', '=', demoRuc)
      .where('receiver_type', '=', '01')
      .where('identification', '!=', '155601234-2-2015')
      .executeTakeFirstOrThrow();
    const rule = {
      descripcion: 'Consultoría mensual',
      frecuencia: 'MENSUAL',
      dia: 15,
      fechaInicio: '2027-01-01',
    };
    const { nombreConsumidorFinal: _, ...toCustomer } = body;
    const moved = await call('PUT', `/api/programaciones/${schedule.idProgramacion}`, {
      ...rule,
      comprobante: { ...toCustomer, idAsignacionEmpresaCliente: other.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.programacion).toMatchObject({ receptor: other.name, total: '53.50' });
    const foreign = await call('PUT', `/api/programaciones/${schedule.idProgramacion}`, {
      ...rule,
      comprobante: { ...toCustomer, idAsignacionEmpresaCliente: 999_999 },
    });
    expect(foreign).toMatchObject({
      status: 400,
      body: {
        apierror: {
          mensaje: 'El cliente no existe o no es de la empresa.',
          errores: [{ campo: 'comprobante.idAsignacionEmpresaCliente' }],
        },
      },
    });
  });

  it('pauses, resumes and ends a schedule, and refuses what its state does not allow', async () => {
    clock.offsetMs = 0;
    const schedule = await createSchedule({ fechaInicio: '2030-01-01', dia: 1 });
    const path = `/api/programaciones/${schedule.idProgramacion}`;
    expect((await call('POST', `${path}/pausar`)).body).toMatchObject({
      programacion: { estado: 'PAUSADA', proximaFecha: null },
    });
    expect((await call('POST', `${path}/pausar`)).status).toBe(409);
    expect((await call('POST', `${path}/reanudar`)).body).toMatchObject({
      programacion: { estado: 'ACTIVA', proximaFecha: '2030-01-01' },
    });
    expect((await call('POST', `${path}/reanudar`)).body).toMatchObject({
      apierror: { mensaje: 'La programación no está pausada.' },
    });
    expect((await call('POST', `${path}/finalizar`)).body).toMatchObject({
      programacion: { estado: 'FINALIZADA', proximaFecha: null },
    });
    expect((await call('POST', `${path}/finalizar`)).body).toMatchObject({
      apierror: { mensaje: 'La programación está finalizada: no se puede cambiar.' },
    });
    expect((await call('GET', '/api/programaciones')).body.programaciones).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ idProgramacion: schedule.idProgramacion, estado: 'FINALIZADA' }),
      ]),
    );
  });

  it('refuses a bad rule, a bad body and a bad source with the form messages', async () => {
    const body = await demoInvoiceBody(server.ctx.db);
    const rule = { descripcion: 'Servicio', frecuencia: 'SEMANAL', dia: 9, fechaInicio: today() };
    expect((await call('POST', '/api/programaciones', { ...rule, comprobante: body })).body).toMatchObject({
      apierror: { status: 400, mensaje: recurrenceMessages.weekday, errores: [{ campo: 'dia' }] },
    });
    expect((await call('POST', '/api/programaciones', { ...rule, dia: 1 })).body).toMatchObject({
      apierror: {
        status: 400,
        mensaje: 'Indique el comprobante a programar: sus datos o el comprobante emitido del que se copia.',
      },
    });
    const noItems = await call('POST', '/api/programaciones', {
      ...rule,
      dia: 1,
      comprobante: { ...body, detalles: [] },
    });
    expect(noItems.body).toMatchObject({
      apierror: { status: 400, errores: [{ campo: 'comprobante.detalles' }] },
    });
    expect(
      (await call('POST', '/api/programaciones', { ...rule, dia: 1, idComprobante: 999999999 })).body,
    ).toMatchObject({
      apierror: { status: 404, mensaje: 'El comprobante no existe.' },
    });
    expect(
      (
        await call('POST', '/api/programaciones', {
          ...rule,
          dia: 1,
          comprobante: body,
          idSecuencial: 999999,
        })
      ).body,
    ).toMatchObject({
      apierror: {
        status: 404,
        mensaje: 'El punto de facturación no existe, está cerrado o no es de la empresa.',
      },
    });
    expect((await call('GET', '/api/programaciones/999999')).status).toBe(404);
  });

  it('copies an export invoice and a credit invoice, and each occurrence issues them with its own instalment dates', async () => {
    clock.offsetMs = 0;
    const dayFrom = (days: number) => formatPanamaDate(new Date(Date.now() + days * day));
    const { customers } = await findDemoIds(server.ctx.db);
    const exported = await issueAuthorisedInvoice(server, token, {
      tipoDocumento: '03',
      idAsignacionEmpresaCliente: customers['US-98-7654321'],
      naturalezaOperacion: '02',
      destinoOperacion: '2',
      informacionDatosExportacion: {
        condicionEntrega: 'FOB',
        monedaOperacion: 'USD',
        puertoEmbarque: 'Balboa',
      },
    });
    const onCredit = await issueAuthorisedInvoice(server, token, {
      tiempoPago: '2',
      formasPago: [{ codigo: '01', valor: '109.05' }],
      pagoPlazos: [
        { valorCuota: '59.05', fechaVencimiento: dayFrom(30) },
        { valorCuota: '50.00', fechaVencimiento: dayFrom(60) },
      ],
    });
    const schedules: RecurringSchedule[] = [];
    for (const source of [exported, onCredit]) {
      const created = await call('POST', '/api/programaciones', {
        descripcion: 'Servicio mensual',
        frecuencia: 'MENSUAL',
        dia: dayOfMonth(),
        fechaInicio: today(),
        idComprobante: Number(source.id),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      schedules.push(created.body.programacion as RecurringSchedule);
    }
    const [exportSchedule, creditSchedule] = schedules as [RecurringSchedule, RecurringSchedule];
    expect(exportSchedule).toMatchObject({ proximaFecha: today(), receptor: expect.any(String) });
    expect(exportSchedule.comprobante).toMatchObject({
      tipoDocumento: '03',
      destinoOperacion: '2',
      informacionDatosExportacion: {
        condicionEntrega: 'FOB',
        monedaOperacion: 'USD',
        puertoEmbarque: 'Balboa',
      },
    });
    const instalmentDays = (schedule: RecurringSchedule) =>
      (schedule.comprobante.pagoPlazos as { fechaVencimiento: string }[]).map((row) =>
        row.fechaVencimiento.slice(0, 10),
      );
    expect(creditSchedule.comprobante).toMatchObject({ tiempoPago: '2', formasPago: [{ codigo: '01' }] });
    expect(instalmentDays(creditSchedule)).toEqual([dayFrom(30), dayFrom(60)]);

    // As if the credit schedule had been made 20 days ago: its terms count from then until issued.
    await server.ctx.db
      .updateTable('recurring_schedules')
      .set({ body_date: dayFrom(-20) })
      .where('id', '=', String(creditSchedule.idProgramacion))
      .execute();
    const shown = (await call('GET', `/api/programaciones/${creditSchedule.idProgramacion}`)).body;
    expect(instalmentDays(shown as RecurringSchedule)).toEqual([dayFrom(50), dayFrom(80)]);

    // The job at its date: both are issued and authorised.
    await issueDueOccurrences(server.ctx);
    const documents = [];
    for (const schedule of schedules) {
      const [occurrence] = await occurrencesOf(schedule.idProgramacion);
      expect(occurrence, JSON.stringify(occurrence)).toMatchObject({ fecha: today(), estado: 'EMITIDA' });
      const issued = { id: String(occurrence?.idComprobante), cufe: String(occurrence?.cufe) };
      await waitForDocument(server, token, issued, (row) => row.estadoAutorizacion === 'AUT');
      documents.push(await downloadXml(server, token, issued.id));
    }
    const [exportXml, creditXml] = documents as [string, string];
    expect(exportXml).toContain('<iDoc>03</iDoc>');
    expect(exportXml).toContain('<cCondEntr>FOB</cCondEntr>');
    // Its terms (50 and 80 days from when it was made) count from the occurrence's day.
    expect(creditXml).toContain('<iPzPag>2</iPzPag>');
    expect(creditXml).toMatch(new RegExp(`<dFecItPlazo>${dayFrom(50)}[^<]*</dFecItPlazo>`));
    expect(creditXml).toMatch(new RegExp(`<dFecItPlazo>${dayFrom(80)}[^<]*</dFecItPlazo>`));
  });
});
