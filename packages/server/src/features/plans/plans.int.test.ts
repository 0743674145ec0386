import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { waitForMail } from '../../../test/support/smtp-capture.ts';
import { createTestCompany } from '../../../test/support/test-companies.ts';
import { serveMailingTestServer } from '../../../test/support/test-server.ts';

let adm: string;
let int: string;
let admin: string;
let foreign: string;

const receipt = readFileSync(new URL('../../seed/assets/transfer-banco-general.png', import.meta.url));
const png = receipt.toString('base64');

const server = serveMailingTestServer();

beforeAll(async () => {
  adm = await server.login('adm@demo.facturar.test');
  int = await server.login('int@demo.facturar.test');
  admin = await server.login('admin@facturar.test');
  const foreignUser = await createTestCompany(server.ctx.db, {
    ruc: '155667890-2-2020',
    dv: '06',
    name: 'Agencia de Viajes Portobelo, S.A.',
  });
  foreign = await server.login(foreignUser);
});

const platformAdministrator = 'admin@facturar.test';
const companyAdministrator = 'adm@demo.facturar.test';

/** A purchase of the plan for the demo company ('Comprar'), as the user of `token`. */
function registerPurchase(token: string, idPaquete: number, valorTotalPaquete: string) {
  return server.as(token).post('/api/pago/registro', {
    idEmpresa: demoRuc,
    idPaquete,
    valorTotalPaquete,
    iva: 0,
  });
}

async function planId(name: string): Promise<number> {
  const plans = (await server.as(adm).get('/api/pago/paquetes/todos')).json() as {
    idPaquete: number;
    nombre: string;
  }[];
  const plan = plans.find((row) => row.nombre === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return plan.idPaquete;
}

async function available(): Promise<number> {
  return (await server.as(adm).get(`/api/paquete/disponible/${demoRuc}`)).json() as number;
}

async function ledgerTotal(): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('voucher_ledger')
    .select((eb) => eb.fn.sum<string>('delta').as('total'))
    .where('company_ruc', '=', demoRuc)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

async function preContracted() {
  return (await server.as(adm).get(`/api/pago/precontratados/${demoRuc}`)).json() as {
    idAsignacionPaqueteEmpresa: number;
    estadoPago: number;
    observacion: string | null;
    paquete: { nombre: string };
    valorTotalPaquete: string;
  }[];
}

describe('plans and bank accounts', () => {
  it('lists the plans of every type with two-decimal prices, the ITBMS rate and the bank accounts', async () => {
    const plans = (await server.as(int).get('/api/pago/paquetes/todos')).json() as Record<string, unknown>[];
    expect(new Set(plans.map((plan) => plan.tipo))).toEqual(
      new Set(['COMPROBANTE', 'PLAN COMPLETO', 'PLAN SISTEMA', 'PLAN ERP']),
    );
    expect(plans[0]).toEqual({
      idPaquete: expect.any(Number),
      nombre: 'Plan Emprendedor',
      tipo: 'COMPROBANTE',
      precio: '25.00',
      credito: 100,
      descripcion: expect.stringContaining(','),
    });
    expect((await server.as(adm).get('/api/pago/impuesto')).json()).toEqual({
      nombre: 'ITBMS',
      porcentaje: '7.00',
    });
    const accounts = (await server.as(adm).get(`/api/pago/cuentas/${demoRuc}`)).json() as Record<
      string,
      string
    >[];
    expect(accounts).toHaveLength(3);
    expect(accounts[0]).toEqual({
      nombreBanco: 'Banco General, S.A.',
      razonSocial: 'Facturar Panamá, S.A.',
      identificacion: 'RUC 155704849-2-2021 DV 32',
      tipoCuenta: 'Cuenta Corriente',
      numeroCuenta: '03-72-01-084512-6',
    });
  });
});

describe('a purchase, its proof and its review', () => {
  let purchaseId: number;

  it('registers a purchase without proof as PRE-CONTRATADO and allows no second one meanwhile', async () => {
    expect((await server.as(adm).get(`/api/pago/validacion/compra/${demoRuc}`)).json()).toEqual({
      permitido: true,
      mensaje: null,
    });
    const id = await planId('Plan PyME');
    const mismatch = await registerPurchase(adm, id, '90.00');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().apierror.mensaje).toBe(
      'El valor total no corresponde al precio vigente del plan más ITBMS. Vuelva a cargar los planes.',
    );
    const byInvoicer = await registerPurchase(int, id, '96.30');
    expect(byInvoicer.statusCode).toBe(403);

    const bought = await registerPurchase(adm, id, '96.30');
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toEqual({ idAsignacionPaqueteEmpresa: expect.any(Number), estadoPago: 1 });
    purchaseId = bought.json().idAsignacionPaqueteEmpresa;

    const eligibility = (await server.as(adm).get(`/api/pago/validacion/compra/${demoRuc}`)).json();
    expect(eligibility.permitido).toBe(false);
    expect(eligibility.mensaje).toContain(`Plan PyME (Nº ${purchaseId})`);
    const again = await registerPurchase(adm, id, '96.30');
    expect(again.statusCode).toBe(409);
    expect(again.json().apierror.mensaje).toBe(eligibility.mensaje);

    const listed = (await preContracted()).find((row) => row.idAsignacionPaqueteEmpresa === purchaseId);
    expect(listed).toMatchObject({
      estadoPago: 1,
      paquete: { nombre: 'Plan PyME' },
      valorTotalPaquete: '96.30',
    });
  });

  it('takes only a png or jpg proof, judged by its bytes, and puts the purchase up for review', async () => {
    const pdfNamedPng = Buffer.from('%PDF-1.7 comprobante').toString('base64');
    const refused = await server.as(adm).put('/api/pago/subir/voucher', {
      idAsignacionPaqueteEmpresa: purchaseId,
      voucher: pdfNamedPng,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().apierror.mensaje).toBe('Unicamente puede subir archivos .png y .jpg');
    const missing = await server.as(adm).put('/api/pago/subir/voucher', {
      idAsignacionPaqueteEmpresa: purchaseId,
      voucher: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('Debe subir el comprobante de pago');
    const byOther = await server.as(foreign).put('/api/pago/subir/voucher', {
      idAsignacionPaqueteEmpresa: purchaseId,
      voucher: png,
    });
    expect(byOther.statusCode).toBe(404);

    const mailed = server.mail.messages.length;
    const uploaded = await server.as(adm).put('/api/pago/subir/voucher', {
      idAsignacionPaqueteEmpresa: purchaseId,
      voucher: `data:image/png;base64,${png}`,
    });
    expect(uploaded.json()).toEqual({ idAsignacionPaqueteEmpresa: purchaseId, estadoPago: 2 });
    // The platform's administrators hear of it, with the amount to compare the receipt with.
    const toReview = await waitForMail(server.mail.messages, platformAdministrator, 10_000, mailed);
    expect(toReview.subject).toBe(
      'Facturar: comprobante de pago por revisar de Comercializadora Demo Facturar, S.A.',
    );
    expect(toReview.text).toContain(`Empresa: Comercializadora Demo Facturar, S.A. (RUC ${demoRuc})`);
    expect(toReview.text).toContain('Plan: Plan PyME (500 comprobantes)');
    expect(toReview.text).toContain('Total esperado: B/. 96.30');
    expect(toReview.text).toContain(`Compra Nº ${purchaseId}`);

    const page = (
      await server.as(admin).get('/api/pago/contratados/0?page=0&size=15&sort=codigoAsignacion,desc')
    ).json();
    expect(page.content[0]).toEqual({
      idAsignacionPaqueteEmpresa: purchaseId,
      empresaContratante: {
        idempresacontratante: demoRuc,
        razonSocialempresa: 'Comercializadora Demo Facturar, S.A.',
      },
      paquete: { nombre: 'Plan PyME' },
      valorTotalPaquete: '96.30',
      codigoAsignacion: purchaseId,
    });
    const receipts = (await server.as(admin).get(`/api/pago/voucher/${purchaseId}`)).json();
    expect(receipts).toEqual([{ voucher: png, tipo: 'image/png' }]);
    expect((await server.as(adm).get(`/api/pago/voucher/${purchaseId}`)).statusCode).toBe(403);
  });

  it('rejects with a reason the company sees and is mailed, and takes a new proof', async () => {
    const mailedBefore = server.mail.messages.length;
    const blank = await server.as(admin).post('/api/pago/revision', {
      idAsignacionPaqueteEmpresa: purchaseId,
      observacion: '   ',
      revision: false,
    });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('El campo motivo no puede estar vacío');
    const rejected = await server.as(admin).post('/api/pago/revision', {
      idAsignacionPaqueteEmpresa: purchaseId,
      observacion: 'La transferencia no aparece acreditada en la cuenta',
      revision: false,
    });
    expect(rejected.json()).toEqual({ mensaje: 'El pago ha sido rechazado!' });
    const rejection = await waitForMail(server.mail.messages, companyAdministrator, 10_000, mailedBefore);
    expect(rejection.subject).toBe('Facturar: su pago del Plan PyME no fue aprobado');
    expect(rejection.text).toContain('Motivo: La transferencia no aparece acreditada en la cuenta');
    expect(rejection.text).toContain("'Subir comprobante'");
    const row = (await preContracted()).find((pack) => pack.idAsignacionPaqueteEmpresa === purchaseId);
    expect(row).toMatchObject({
      estadoPago: 4,
      observacion: 'La transferencia no aparece acreditada en la cuenta',
    });
    const notices = (
      await server.as(adm).get(`/api/admin/empresas/actualizar-notificacion-empresa/${demoRuc}`)
    ).json();
    expect(notices.advertencias.PAGO_RECHAZADO).toContain(
      'La transferencia no aparece acreditada en la cuenta',
    );

    const again = await server.as(adm).put('/api/pago/subir/voucher', {
      idAsignacionPaqueteEmpresa: purchaseId,
      voucher: png,
    });
    expect(again.json().estadoPago).toBe(2);
    await waitForMail(server.mail.messages, platformAdministrator, 10_000, mailedBefore);
  });

  it('credits the vouchers once when approvals race, valid one year from the approval, and mails it once', async () => {
    const before = await available();
    const mailedBefore = server.mail.messages.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.as(admin).post('/api/pago/revision', {
          idAsignacionPaqueteEmpresa: purchaseId,
          observacion: '',
          revision: true,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)?.json()).toEqual({
      mensaje: 'El paquete se ha aprobado con éxito!',
    });
    expect(await available()).toBe(before + 500);
    expect(await ledgerTotal()).toBe(await available());
    const purchase = await server.ctx.db
      .selectFrom('package_purchases as pp')
      .innerJoin('voucher_packages as vp', 'vp.id', 'pp.package_id')
      .select(['pp.state', 'pp.reviewed_at', 'vp.expires_at', 'vp.vouchers_total'])
      .where('pp.id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    expect(purchase.state).toBe(3);
    expect(purchase.vouchers_total).toBe(500);
    const year = new Date(purchase.reviewed_at as Date);
    year.setUTCFullYear(year.getUTCFullYear() + 1);
    expect(purchase.expires_at.getTime()).toBe(year.getTime());
    const approval = await waitForMail(server.mail.messages, companyAdministrator, 10_000, mailedBefore);
    expect(approval.subject).toBe('Facturar: su pago del Plan PyME fue aprobado');
    expect(approval.text).toContain(
      `Su pago de B/. 96.30 por el Plan PyME (500 comprobantes) (compra Nº ${purchaseId}) fue aprobado.`,
    );
    expect(approval.text).toContain('Se acreditaron 500 comprobantes');
    const approvals = server.mail.messages
      .slice(mailedBefore)
      .filter((mail) => mail.subject === 'Facturar: su pago del Plan PyME fue aprobado');
    expect(approvals).toHaveLength(1);
    expect((await preContracted()).some((row) => row.idAsignacionPaqueteEmpresa === purchaseId)).toBe(false);
  });

  it('refuses to annul or pay an approved package, and annuls a pending one', async () => {
    const annulApproved = await server.as(adm).put(`/api/pago/anular/${purchaseId}`);
    expect(annulApproved.statusCode).toBe(409);
    const payApproved = await server.as(adm).put('/api/pago/subir/voucher', {
      idAsignacionPaqueteEmpresa: purchaseId,
      voucher: png,
    });
    expect(payApproved.statusCode).toBe(409);

    const bought = await server.as(adm).post('/api/pago/registro', {
      idEmpresa: demoRuc,
      idPaquete: await planId('Plan Emprendedor'),
      valorTotalPaquete: 26.75,
      iva: 0,
      voucher: png,
    });
    expect(bought.json().estadoPago).toBe(2);
    const id = bought.json().idAsignacionPaqueteEmpresa as number;
    expect((await server.as(foreign).put(`/api/pago/anular/${id}`)).statusCode).toBe(404);
    const annulled = await server.as(adm).put(`/api/pago/anular/${id}`);
    expect(annulled.json()).toEqual({ mensaje: 'El paquete se ha anulado con éxito!' });
    const approveAnnulled = await server.as(admin).post('/api/pago/revision', {
      idAsignacionPaqueteEmpresa: id,
      revision: true,
    });
    expect(approveAnnulled.statusCode).toBe(409);
    expect((await server.as(adm).get(`/api/pago/validacion/compra/${demoRuc}`)).json().permitido).toBe(true);
  });
});

describe('the plans and bank accounts the administrator keeps', () => {
  const plan = {
    nombre: 'Plan Escolar',
    tipo: 'COMPROBANTE',
    precio: '12.5',
    credito: 50,
    descripcion: 'Facturas electrónicas,Soporte por correo',
    activo: true,
  };

  it('adds a plan that companies can buy, changes it, and withdraws it from sale', async () => {
    const created = await server.as(admin).post('/api/pago/administracion/paquetes', plan);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      nombre: 'Plan Escolar',
      precio: '12.50',
      credito: 50,
      activo: true,
    });
    const id = created.json().idPaquete as number;
    expect(await planId('Plan Escolar')).toBe(id);

    const changed = await server.as(admin).put(`/api/pago/administracion/paquetes/${id}`, {
      ...plan,
      precio: '15.00',
    });
    expect(changed.json().precio).toBe('15.00');
    const onSale = (await server.as(adm).get('/api/pago/paquetes/todos')).json() as {
      nombre: string;
      precio: string;
    }[];
    expect(onSale.find((row) => row.nombre === 'Plan Escolar')?.precio).toBe('15.00');

    await server.as(admin).put(`/api/pago/administracion/paquetes/${id}`, { ...plan, activo: false });
    const after = (await server.as(adm).get('/api/pago/paquetes/todos')).json() as { nombre: string }[];
    expect(after.some((row) => row.nombre === 'Plan Escolar')).toBe(false);
    const all = (await server.as(admin).get('/api/pago/administracion/paquetes')).json() as {
      nombre: string;
    }[];
    expect(all.some((row) => row.nombre === 'Plan Escolar')).toBe(true);
    const withdrawn = await registerPurchase(adm, id, '16.05');
    expect(withdrawn.statusCode).toBe(404);
  });

  it('refuses a plan without a valid price or count, with its message, and lets only the administrator in', async () => {
    const bad = await server.as(admin).post('/api/pago/administracion/paquetes', {
      ...plan,
      precio: '0',
      credito: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Ingrese un precio mayor a 0 con máximo 2 decimales. Ej: 25.00');
    expect(bad.body).toContain(
      'Ingrese un número entero de comprobantes mayor a 0, o -1 para comprobantes ilimitados.',
    );
    expect((await server.as(adm).post('/api/pago/administracion/paquetes', plan)).statusCode).toBe(403);
  });

  it('adds and changes a bank account that companies see while it is active', async () => {
    const account = {
      nombreBanco: 'Caja de Ahorros',
      razonSocial: 'Facturar Panamá, S.A.',
      identificacion: 'RUC 155704849-2-2021 DV 32',
      tipoCuenta: 'Cuenta de Ahorros',
      numeroCuenta: '01-0000-4471-2',
      activo: true,
    };
    const created = await server.as(admin).post('/api/pago/administracion/cuentas', account);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().idCuentaBancaria as number;
    const seen = (await server.as(adm).get(`/api/pago/cuentas/${demoRuc}`)).json() as {
      nombreBanco: string;
    }[];
    expect(seen.map((row) => row.nombreBanco)).toContain('Caja de Ahorros');
    await server.as(admin).put(`/api/pago/administracion/cuentas/${id}`, { ...account, activo: false });
    const after = (await server.as(adm).get(`/api/pago/cuentas/${demoRuc}`)).json() as {
      nombreBanco: string;
    }[];
    expect(after.map((row) => row.nombreBanco)).not.toContain('Caja de Ahorros');
    const bad = await server.as(admin).post('/api/pago/administracion/cuentas', {
      ...account,
      numeroCuenta: 'ABC',
    });
    expect(bad.body).toContain('Ingrese el número de cuenta: solo dígitos y guiones.');
  });
});
