import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/support/smtp-capture.ts';
import { decodeClaims, serveMailingTestServer } from '../../../test/support/test-server.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { AppError } from '../../errors/app-error.ts';
import { createCompanyUser } from './index.ts';

const server = serveMailingTestServer();

const newUser = {
  idEmpresa: demoRuc,
  identificacionUsuario: '8740512',
  typeDocumente: 'C' as const,
  nombreUsuario: 'Marta Quintero',
  correoPrincipalUsuario: '  Marta.Quintero@Demo.Facturar.test ',
  telefonoPrincipalUsuario: '6612-3344',
  direccionUsuario: 'Calle 50, Obarrio',
};

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('createCompanyUser', () => {
  it('creates the user in PRI and mails a temporary password that signs in to be changed', async () => {
    const before = server.mail.messages.length;
    const created = await createCompanyUser(server.ctx, newUser, { profile: 'INT' });
    expect(created.accessName).toBe('marta.quintero@demo.facturar.test');
    const mail = await waitForMail(server.mail.messages, created.accessName, 10_000, before);
    expect(mail.subject).toBe('Facturar: su usuario de facturación electrónica');
    expect(mail.text).toContain('Comercializadora Demo Facturar, S.A. le registró como usuario de Facturar');
    expect(mail.text).toContain('Usuario: marta.quintero@demo.facturar.test');
    const temporary = /Contraseña temporal: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
    const claims = decodeClaims(await server.login(created.accessName, temporary));
    expect(claims).toMatchObject({
      sub: String(created.idAsignacionEmpresaUsuario),
      ruc: demoRuc,
      state: 'PRI',
      adm: false,
    });
    // Until it is changed, the temporary password is the password, and every sign-in must change it.
    expect(decodeClaims(await server.login(created.accessName, temporary)).state).toBe('PRI');
  });

  it('refuses a taken e-mail or identification with 409, and says which when the company holds it', async () => {
    const email = await refusal(
      createCompanyUser(server.ctx, { ...newUser, identificacionUsuario: 'X99' }, { profile: 'INT' }),
    );
    expect(email).toMatchObject({
      kind: 'conflict',
      mensaje: 'El correo marta.quintero@demo.facturar.test ya es de un usuario de esta empresa.',
      mensajeSistema: 'USUARIO_EXISTENTE',
    });
    const identification = await refusal(
      createCompanyUser(
        server.ctx,
        { ...newUser, correoPrincipalUsuario: 'otra@demo.facturar.test' },
        { profile: 'ADM' },
      ),
    );
    expect(identification.mensaje).toBe('La identificación 8740512 ya es de un usuario de esta empresa.');
  });

  it('checks the shared rules and the company before creating anything', async () => {
    const phone = await refusal(
      createCompanyUser(
        server.ctx,
        {
          ...newUser,
          identificacionUsuario: 'N1',
          correoPrincipalUsuario: 'n1@demo.facturar.test',
          telefonoPrincipalUsuario: '66-123456',
        },
        { profile: 'INT' },
      ),
    );
    expect(phone).toMatchObject({ kind: 'validation', mensaje: 'El formato del teléfono no es correcto.' });
    const identification = await refusal(
      createCompanyUser(server.ctx, { ...newUser, identificacionUsuario: '8-740-512' }, { profile: 'INT' }),
    );
    expect(identification.mensaje).toBe('No puede contener caracteres especiales, solo letras o números.');
    const company = await refusal(
      createCompanyUser(
        server.ctx,
        {
          ...newUser,
          idEmpresa: '999-1-999',
          identificacionUsuario: 'N2',
          correoPrincipalUsuario: 'n2@x.test',
        },
        { profile: 'ADM' },
      ),
    );
    expect(company).toMatchObject({
      kind: 'not_found',
      mensaje: 'No se encontró la empresa enviada para relacionarla con el usuario.',
    });
  });
});
