import type { AppContext } from '../app-context.ts';
import { hashPassword } from '../adapters/crypto/password-hasher.ts';
import { randomToken } from '../adapters/crypto/random.ts';
import { insertDemoUsers } from './demo-company-setup-repository.ts';

/**
 * More people of the demo company for the users screen (USU): an invoicer per branch, one locked after
 * failed sign-ins (to unlock), one deactivated and one who has not signed in yet. Their passwords are
 * random: they show the screen, they are not demo logins.
 */
export async function seedDemoCompanyUsers(ctx: Pick<AppContext, 'db'>, ruc: string): Promise<void> {
  const passwordHash = await hashPassword(randomToken());
  await insertDemoUsers(ctx.db, ruc, passwordHash, [
    {
      identification: '8745120',
      name: 'Carmen Contreras Vega',
      email: 'carmen.contreras@demo.facturar.test',
      phone: '6612-4455',
      address: 'Calle 50, Obarrio, Panamá',
      state: 'ACT',
      failedAttempts: 0,
    },
    {
      identification: '4729381',
      name: 'Roberto Sánchez Pinzón',
      email: 'roberto.sanchez@demo.facturar.test',
      phone: '774-2310',
      address: 'Avenida Obaldía, David, Chiriquí',
      state: 'BLO',
      failedAttempts: 5,
    },
    {
      identification: 'PA1928374',
      name: 'Lucía Méndez Araúz',
      email: 'lucia.mendez@demo.facturar.test',
      phone: null,
      address: null,
      state: 'DES',
      failedAttempts: 0,
    },
    {
      identification: '8812093',
      name: 'Jorge Batista Ríos',
      email: 'jorge.batista@demo.facturar.test',
      phone: '6098-7766',
      address: 'Vía Porras, San Francisco, Panamá',
      state: 'PRI',
      failedAttempts: 0,
    },
  ]);
}
