import { hashPassword } from '../../src/adapters/crypto/password-hasher.ts';
import type { Db } from '../../src/adapters/db/open-database.ts';
import type { ProfileCode, UserStateCode } from '../../src/adapters/db/schema.ts';
import { demoPassword } from '../../src/seed/demo-seed.ts';
import { demoRuc } from './demo-invoice.ts';

export type TestUser = {
  accessName: string;
  fullName: string;
  profile: ProfileCode;
  state: UserStateCode;
  companyRuc?: string;
  password?: string;
};

/** Arranges an extra user of the demo company (or another) for a test; returns the assignment id. */
export async function createTestUser(db: Db, user: TestUser): Promise<number> {
  const created = await db
    .insertInto('users')
    .values({
      identification: `T${Math.random().toString(36).slice(2, 12)}`,
      access_name: user.accessName,
      full_name: user.fullName,
      email: user.accessName,
      password_hash: await hashPassword(user.password ?? demoPassword),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const assignment = await db
    .insertInto('company_users')
    .values({
      company_ruc: user.companyRuc ?? demoRuc,
      user_id: created.id,
      profile: user.profile,
      state: user.state,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return assignment.id;
}

/** The company assignment of the user with this access name (a seeded one, or one a test made). */
export async function findAssignmentId(db: Db, accessName: string): Promise<number> {
  const assignment = await db
    .selectFrom('company_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select('cu.id')
    .where('u.access_name', '=', accessName)
    .executeTakeFirstOrThrow();
  return assignment.id;
}

/**
 * Signs in the administrator of another company (the accounting firm of the demo seed), made for the test:
 * the caller whose requests for the demo company's documents must be refused.
 */
export async function signInOtherCompanyAdmin(server: {
  ctx: { db: Db };
  login(accessName: string): Promise<string>;
}): Promise<string> {
  await createTestUser(server.ctx.db, {
    accessName: 'adm@contadores.test',
    fullName: 'Administrador Contadores',
    profile: 'ADM',
    state: 'ACT',
    companyRuc: '155612345-2-2016',
  });
  return server.login('adm@contadores.test');
}

/**
 * An invoicer of the demo company with a billing point of its own (branch 0000, the given point code):
 * what issuing from several points at once needs. Returns the assignment and the point.
 */
export async function createTestInvoicer(
  db: Db,
  invoicer: { accessName: string; fullName: string; pointCode: string },
): Promise<{ assignmentId: number; billingPointId: number }> {
  const assignmentId = await createTestUser(db, {
    accessName: invoicer.accessName,
    fullName: invoicer.fullName,
    profile: 'INT',
    state: 'ACT',
  });
  const point = await db
    .insertInto('billing_points')
    .values({
      company_ruc: demoRuc,
      branch_code: '0000',
      point_code: invoicer.pointCode,
      description: invoicer.fullName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('billing_point_users')
    .values({ billing_point_id: point.id, company_user_id: assignmentId, company_ruc: demoRuc })
    .execute();
  return { assignmentId, billingPointId: point.id };
}

/**
 * The 'Nuevo usuario' form of the demo company for one person (identification, full name, e-mail), with
 * the form's sample phone and address.
 */
export function newDemoUserForm(person: { identification: string; name: string; email: string }) {
  return {
    idEmpresa: demoRuc,
    identificacionUsuario: person.identification,
    typeDocumente: 'C',
    nombreUsuario: person.name,
    correoPrincipalUsuario: person.email,
    telefonoPrincipalUsuario: '264-5566',
    direccionUsuario: 'Vía España, Edificio 3',
  };
}
