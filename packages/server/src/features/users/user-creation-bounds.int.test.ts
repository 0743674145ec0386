import { beforeAll, describe, expect, it } from 'vitest';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { newDemoUserForm } from '../../../test/support/test-users.ts';

// Issue 24 (10), ADR 0102: adding a user tells nothing about other companies' users, and is bounded.
let adm = '';

const server = serveTestServer({ USER_CREATION_RATE_PER_HOUR: '6' });

beforeAll(async () => {
  adm = await server.login('adm@demo.facturar.test');
});

const newUser = (n: string, change: Record<string, string> = {}) => ({
  ...newDemoUserForm({
    identification: `LIM${n}`,
    name: `Ana Ríos ${n}`,
    email: `ana${n}@demo.facturar.test`,
  }),
  ...change,
});

const create = (payload: Record<string, string>) =>
  server.as(adm).post('/api/admin/usuarios/registro-usuario', payload);

describe('adding a user (ADR 0102)', () => {
  it('answers a key held in another company with one answer, and names a key held in the same company', async () => {
    const partner = await server.ctx.db
      .selectFrom('users')
      .select(['identification', 'access_name'])
      .where('access_name', '=', 'partner@facturar.test')
      .executeTakeFirstOrThrow();
    const byEmail = await create(newUser('1', { correoPrincipalUsuario: partner.access_name }));
    const byIdentification = await create(newUser('2', { identificacionUsuario: partner.identification }));
    for (const answer of [byEmail, byIdentification]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().apierror).toMatchObject({
        mensaje: 'La Identificación o el Correo ya se encuentra registrado a otro usuario del sistema',
        mensajeSistema: 'USUARIO_EXISTENTE',
      });
      expect(answer.body).not.toContain(partner.access_name);
      expect(answer.body).not.toContain(partner.identification);
    }
    // Whichever key, the same answer: nothing tells an e-mail from an identification, or whose.
    const { timestamp: _first, ...first } = byEmail.json().apierror;
    const { timestamp: _second, ...second } = byIdentification.json().apierror;
    expect(first).toEqual(second);

    const sameCompany = await create(newUser('3', { correoPrincipalUsuario: 'INT@demo.facturar.test' }));
    expect(sameCompany.statusCode).toBe(409);
    expect(sameCompany.json().apierror).toMatchObject({
      mensaje: 'El correo int@demo.facturar.test ya es de un usuario de esta empresa.',
      errores: [
        {
          campo: 'correoPrincipalUsuario',
          mensaje: 'El correo int@demo.facturar.test ya es de un usuario de esta empresa.',
        },
      ],
    });
  });

  it('limits each caller to a number of additions an hour, refused ones included', async () => {
    // Three calls were made above; the limit is six.
    const answers = [];
    for (const n of ['4', '5', '6', '7']) answers.push(await create(newUser(n)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3]?.json().apierror.mensaje).toBe(
      'Demasiadas solicitudes. Espere un momento e intente de nuevo.',
    );
  });
});
