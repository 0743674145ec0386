import type { Db } from '../../src/adapters/db/open-database.ts';
import type { ProfileCode } from '../../src/adapters/db/schema.ts';
import { createTestUser } from './test-users.ts';

export type TestCompany = {
  ruc: string;
  dv: string;
  name: string;
  /** EMP (an issuing company, the default), PAR (a partner firm) or PLT. */
  kind?: 'EMP' | 'PAR' | 'PLT';
  partnerRuc?: string;
};

/** Another issuing company, whose callers the demo company's data is refused to. */
export const otherCompany: TestCompany = { ruc: '155700001-2-2021', dv: '43', name: 'Otra Empresa, S.A.' };

/**
 * Arranges another company (no call registers one yet) with one active user of the given profile, whose
 * password is the demo password; returns the user's access name.
 */
export async function createTestCompany(
  db: Db,
  company: TestCompany,
  user: { profile: ProfileCode } = { profile: 'ADM' },
): Promise<string> {
  await db
    .insertInto('companies')
    .values({
      ruc: company.ruc,
      dv: company.dv,
      kind: company.kind ?? 'EMP',
      taxpayer_type: '2',
      business_name: company.name,
      email: `facturas@${company.dv}.empresa.test`,
      api_key: `key-${company.ruc}`,
      pac_affiliation_status: 3,
      qr_status: 3,
      partner_ruc: company.partnerRuc ?? null,
    })
    .execute();
  const accessName = `${user.profile.toLowerCase()}@${company.dv}.empresa.test`;
  await createTestUser(db, {
    accessName,
    fullName: `${user.profile === 'ADM' ? 'Administrador' : 'Usuario'} de ${company.name}`,
    profile: user.profile,
    state: 'ACT',
    companyRuc: company.ruc,
  });
  return accessName;
}

/**
 * The partner tests' callers, signed in: the demo partner firm, another partner firm made for the test
 * (whose requests for the first one's companies must be refused), the platform administrator and the demo
 * company's administrator.
 */
export async function signInPartnerCast(server: {
  ctx: { db: Db };
  login(accessName: string): Promise<string>;
}): Promise<{ partner: string; otherPartner: string; admin: string; adm: string }> {
  const otherPartner = await createTestCompany(server.ctx.db, {
    ruc: '155600001-2-2014',
    dv: '11',
    name: 'Otra Firma Contable, S.A.',
    kind: 'PAR',
  });
  return {
    partner: await server.login('partner@facturar.test'),
    otherPartner: await server.login(otherPartner),
    admin: await server.login('admin@facturar.test'),
    adm: await server.login('adm@demo.facturar.test'),
  };
}
