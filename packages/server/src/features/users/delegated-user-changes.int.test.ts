import { beforeAll, describe, expect, it } from 'vitest';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { decodeClaims, serveTestServer } from '../../../test/support/test-server.ts';
import { newDemoUserForm } from '../../../test/support/test-users.ts';

// Issue 24 (9), ADR 0104: what a partner firm and the platform administrator may change in a company's
// users, and the audit log naming them as the actor.
const tokens = { partner: '', platform: '' };

const server = serveTestServer();

beforeAll(async () => {
  tokens.partner = await server.login('partner@facturar.test');
  tokens.platform = await server.login('admin@facturar.test');
});

type Caller = keyof typeof tokens;

const userUrl = (assignment: number) => `/api/admin/usuarios/actualizar-usuario/${assignment}`;

async function demoUser(accessName: string) {
  return server.ctx.db
    .selectFrom('company_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select(['cu.id', 'u.full_name', 'u.phone', 'u.address', 'cu.state'])
    .where('cu.company_ruc', '=', demoRuc)
    .where('u.access_name', '=', accessName)
    .executeTakeFirstOrThrow();
}

async function edit(caller: Caller, accessName: string, change: Record<string, string>) {
  const user = await demoUser(accessName);
  return server.as(tokens[caller]).put(userUrl(user.id), {
    nombreUsuario: user.full_name,
    correoPrincipalUsuario: accessName,
    telefonoPrincipalUsuario: user.phone ?? '264-5566',
    direccionUsuario: user.address ?? 'Vía España, Edificio 3',
    estadoUsuario: user.state === 'PRI' ? 'PRI' : 'ACT',
    ...change,
  });
}

async function lastEvent(kind: string) {
  const row = await server.ctx.db
    .selectFrom('audit_events')
    .select(['actor_assignment_id', 'actor_name', 'subject', 'details'])
    .where('company_ruc', '=', demoRuc)
    .where('kind', '=', kind)
    .orderBy('seq', 'desc')
    .executeTakeFirstOrThrow();
  return { ...row, details: JSON.parse(row.details) as Record<string, unknown> };
}

describe("a partner firm's and the platform's rights over a company's users (ADR 0104)", () => {
  it('never changes an administrator’s e-mail, state or anyone’s profile, with the reason in Spanish', async () => {
    for (const caller of ['partner', 'platform'] as const) {
      const email = await edit(caller, 'adm@demo.facturar.test', {
        correoPrincipalUsuario: 'toma.de.control@fuera.test',
      });
      expect(email.statusCode, email.body).toBe(403);
      expect(email.json().apierror.mensaje).toBe(
        'El correo de un administrador es su usuario de acceso: solo los administradores de la empresa pueden cambiarlo.',
      );
      const blocked = await edit(caller, 'adm@demo.facturar.test', { estadoUsuario: 'BLO' });
      expect(blocked.json().apierror.mensaje).toBe(
        'Solo los administradores de la empresa pueden desactivar o bloquear a un administrador.',
      );
      const int = await demoUser('int@demo.facturar.test');
      const promoted = await server
        .as(tokens[caller])
        .put(`/api/admin/usuarios/actualizar-perfil-usuario/${int.id}/ADM`);
      expect(promoted.statusCode).toBe(403);
      expect(promoted.json().apierror.mensaje).toBe(
        'Solo los administradores de la empresa pueden cambiar el perfil de sus usuarios.',
      );
    }
    const adm = await server.ctx.db
      .selectFrom('users')
      .select('access_name')
      .where('access_name', '=', 'adm@demo.facturar.test')
      .executeTakeFirst();
    expect(adm).toBeDefined();
  });

  it('adds and edits what the list allows, each change audited with the partner or the admin as the actor', async () => {
    const added = await server.as(tokens.partner).post(
      '/api/admin/usuarios/registro-usuario',
      newDemoUserForm({
        identification: 'PAR77',
        name: 'Elena Vargas',
        email: 'elena.vargas@demo.facturar.test',
      }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const partnerAssignment = Number(decodeClaims(tokens.partner).sub);
    expect(await lastEvent('USER_CREATED')).toMatchObject({
      actor_assignment_id: partnerAssignment,
      subject: 'elena.vargas@demo.facturar.test',
      details: { perfil: 'INT', delegacion: 'partner' },
    });

    // An internal user's e-mail, and an administrator's name, are the partner's to correct.
    const email = await edit('partner', 'elena.vargas@demo.facturar.test', {
      correoPrincipalUsuario: 'elena.v@demo.facturar.test',
    });
    expect(email.statusCode, email.body).toBe(200);
    expect(await lastEvent('USER_UPDATED')).toMatchObject({
      actor_assignment_id: partnerAssignment,
      subject: 'elena.v@demo.facturar.test',
      details: { correoAnterior: 'elena.vargas@demo.facturar.test', delegacion: 'partner' },
    });
    const name = await edit('platform', 'adm@demo.facturar.test', { telefonoPrincipalUsuario: '264-0000' });
    expect(name.statusCode, name.body).toBe(200);
    expect(await lastEvent('USER_UPDATED')).toMatchObject({
      actor_assignment_id: Number(decodeClaims(tokens.platform).sub),
      subject: 'adm@demo.facturar.test',
      details: { delegacion: 'plataforma' },
    });
  });
});
