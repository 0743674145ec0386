import { computeRucDv } from '@facturar/domain';
import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/support/smtp-capture.ts';
import { createTestClock } from '../../../test/support/test-clock.ts';
import { decodeClaims, serveMailingTestServer } from '../../../test/support/test-server.ts';

const clock = createTestClock();

const server = serveMailingTestServer({ SIGNUP_RATE_PER_HOUR: '40' }, { now: clock.now });

function dvOf(ruc: string): string {
  const result = computeRucDv(ruc, 'juridica');
  return result.ok ? result.value : '00';
}

/** A form token served now, then the clock moved on as a person filling the form would. */
async function formToken(): Promise<string> {
  const answer = await server.request({ method: 'GET', url: '/api/signin/formulario' });
  clock.offsetMs += 5_000;
  return (answer.json() as { formulario: string }).formulario;
}

async function registration(overrides: Record<string, unknown> = {}) {
  const ruc = (overrides.rucEmpresa as string | undefined) ?? '155751234-2-2025';
  return {
    rucEmpresa: ruc,
    tipoContribuyente: 2,
    dvEmpresa: dvOf(ruc),
    razonSocial: 'Panadería La Espiga Dorada, S.A.',
    direccionEmpresa: 'Calle 3ra, Parque Lefevre, Panamá',
    correoElectronico: 'gerencia@laespiga.test',
    telefono: '224-5566',
    obligadoContabilidad: true,
    coordenadaSucursal: '9.003071,-79.501305',
    unificadoSucursal: '8-8-17',
    codigoSucursal: '0001',
    codigoSistema: 'FACTURAR-WEB',
    tipoContratacion: 1,
    numeroResolucion: '201600012345',
    formulario: await formToken(),
    ...overrides,
  };
}

const register = (payload: Record<string, unknown>) =>
  server.request({ method: 'POST', url: '/api/signin', payload });

describe('POST /api/signin, the public registration', () => {
  it('creates the company, its ADM user in PRI with billing point 0001-001, and mails the login', async () => {
    const before = server.mail.messages.length;
    const response = await register(await registration());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mensaje: 'Empresa registrada', correo: 'gerencia@laespiga.test' });
    const mail = await waitForMail(server.mail.messages, 'gerencia@laespiga.test', 10_000, before);
    // The welcome of one who registered the company, not of a user an administrator added (issue 29).
    expect(mail.subject).toBe('Facturar: bienvenido(a), Panadería La Espiga Dorada, S.A. ya está registrada');
    expect(mail.text).toContain(
      'La empresa Panadería La Espiga Dorada, S.A. quedó registrada en Facturar, su sistema de facturación electrónica, y usted es su administrador(a).',
    );
    expect(mail.text).toContain('Antes de emitir su primera factura');
    expect(mail.text).not.toContain('le registró como usuario');
    expect(mail.text).toContain('Usuario: gerencia@laespiga.test');
    const temporary = /Contraseña temporal: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
    const token = await server.login('gerencia@laespiga.test', temporary);
    expect(decodeClaims(token)).toMatchObject({
      ruc: '155751234-2-2025',
      state: 'PRI',
      adm: true,
      perm: 'EMP-ADM',
    });
    const point = await server.ctx.db
      .selectFrom('billing_points as bp')
      .innerJoin('billing_point_users as bpu', 'bpu.billing_point_id', 'bp.id')
      .select(['bp.branch_code', 'bp.point_code', 'bpu.company_user_id'])
      .where('bp.company_ruc', '=', '155751234-2-2025')
      .execute();
    expect(point).toEqual([
      { branch_code: '0001', point_code: '001', company_user_id: Number(decodeClaims(token).sub) },
    ]);
    const company = await server.ctx.db
      .selectFrom('companies')
      .select(['branch_code', 'payment_type', 'kind', 'partner_ruc', 'location_code', 'resolution_number'])
      .where('ruc', '=', '155751234-2-2025')
      .executeTakeFirstOrThrow();
    expect(company).toEqual({
      branch_code: '0001',
      payment_type: 1,
      kind: 'EMP',
      partner_ruc: null,
      location_code: '8-8-17',
      resolution_number: '201600012345',
    });
    // The administrator's list shows the new company at the top.
    const admin = await server.login('admin@facturar.test');
    const list = await server.as(admin).get('/api/admin/empresas/global');
    expect(list.json().content[0].idEmpresa).toBe('155751234-2-2025');
  });

  it('refuses a business name with CR/LF, so it never reaches a mail header or line (ADR 0103)', async () => {
    const ruc = '155761235-2-2025';
    const answer = await register(
      await registration({
        rucEmpresa: ruc,
        razonSocial: 'Panadería La Espiga\r\nBcc: espia@fuera.test',
        correoElectronico: 'gerencia@espiga-crlf.test',
      }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().apierror.mensaje).toBe(
      'No ingrese saltos de línea, tabulaciones ni otros caracteres de control.',
    );
    const company = await server.ctx.db
      .selectFrom('companies')
      .select('ruc')
      .where('ruc', '=', ruc)
      .executeTakeFirst();
    expect(company).toBeUndefined();
    // Nothing is kept, so no welcome mail (its subject and body carry the name) is ever queued.
    const user = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('access_name', '=', 'gerencia@espiga-crlf.test')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('answers 409 when the company exists', async () => {
    const response = await register(await registration());
    expect(response.statusCode).toBe(409);
    expect(response.json().apierror.mensaje).toBe(
      'La empresa ya existe. Contáctese con el administrador del Sistema.',
    );
  });

  it('answers 400 with the first problem: a wrong check digit, a field 001 §5 refuses', async () => {
    const wrongDv = await register(await registration({ rucEmpresa: '155761234-2-2025', dvEmpresa: '00' }));
    expect(wrongDv.statusCode).toBe(400);
    expect(wrongDv.json().apierror.mensaje).toMatch(
      /^El dígito verificador no corresponde al RUC; debería ser \d\d\.$/,
    );
    // Tied to its field, so the form shows it on the DV (issue 29).
    expect(wrongDv.json().apierror.errores).toEqual([
      { campo: 'dvEmpresa', mensaje: wrongDv.json().apierror.mensaje },
    ]);
    const cases: [Record<string, unknown>, string][] = [
      [{ rucEmpresa: '155761234-2-2025!' }, 'Solo ingrese letras, números, guion o guion bajo.'],
      [{ rucEmpresa: '1'.repeat(21) }, 'No ingrese más de 20 caracteres.'],
      [{ dvEmpresa: '1' }, 'Ingrese los 2 dígitos del DV, por ejemplo 01.'],
      [{ razonSocial: 'A' }, 'Ingrese entre 2 y 100 caracteres.'],
      [{ correoElectronico: `${'a'.repeat(45)}@x.test` }, 'No ingrese más de 50 caracteres.'],
      [{ telefono: '22-45566' }, 'Ingrese el teléfono con el formato 123-4567 o 1234-5678.'],
      [{ unificadoSucursal: '' }, 'La ubicación geográfica es necesaria.'],
      [{ unificadoSucursal: '99-99-99' }, 'La ubicación geográfica es necesaria.'],
      [
        { coordenadaSucursal: '9.0,-79.5' },
        'Ingrese latitud,longitud con 4 a 6 decimales cada una (por ejemplo 9.003071,-79.501305).',
      ],
      [{ direccionEmpresa: 'x'.repeat(101) }, 'No ingrese más de 100 caracteres.'],
      [{ numeroResolucion: '12345678901234' }, 'Ingrese solo dígitos, máximo 13.'],
    ];
    for (const [change, message] of cases) {
      const response = await register(await registration({ rucEmpresa: '155761234-2-2025', ...change }));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.body, JSON.stringify(change)).toContain(message);
    }
  });

  it('answers 404 for an accounting firm that is not a partner, 406 for an e-mail already a user', async () => {
    const notFirm = await register(
      await registration({ rucEmpresa: '155761234-2-2025', rucEmpresaContadora: '155596713-2-2015' }),
    );
    expect(notFirm.statusCode).toBe(404);
    expect(notFirm.json().apierror.mensajeSistema).toBe(
      'No se encontró la empresa contadora 155596713-2-2015.',
    );
    const taken = await register(
      await registration({ rucEmpresa: '155761234-2-2025', correoElectronico: 'adm@demo.facturar.test' }),
    );
    expect(taken.statusCode).toBe(406);
    // Refused without the address or whose it is (ADR 0102).
    expect(taken.json().apierror.mensajeSistema).toBe(
      'No se puede registrar la empresa con ese correo. Registre la empresa con otro correo o contáctese con el administrador del Sistema.',
    );
    const nothing = await server.ctx.db
      .selectFrom('companies')
      .select('ruc')
      .where('ruc', '=', '155761234-2-2025')
      .executeTakeFirst();
    expect(nothing).toBeUndefined();
  });

  it('refuses a bot: no token, a forged one, one sent at once, the hidden field filled', async () => {
    const botMessage =
      'No pudimos verificar el envío del formulario. Espere unos segundos y presione Registrar de nuevo: lo que escribió se conserva.';
    const base = await registration({ rucEmpresa: '155761234-2-2025' });
    const forged = await register({ ...base, formulario: `${Date.now() - 60_000}.firma-inventada` });
    const instant = await register({
      ...base,
      formulario: (await server.request({ method: 'GET', url: '/api/signin/formulario' })).json().formulario,
    });
    const honeypot = await register({ ...base, sitioWeb: 'http://spam.test' });
    const missing = await register({ ...base, formulario: undefined });
    for (const response of [forged, instant, honeypot, missing]) {
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(botMessage);
    }
  });

  it('limits registrations per client address (429)', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 41 && last !== 429; attempt += 1) {
      last = (await register({})).statusCode;
    }
    expect(last).toBe(429);
  });
});
