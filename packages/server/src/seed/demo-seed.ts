import { randomBytes } from 'node:crypto';
import { computeRucDv } from '@facturar/domain';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../adapters/db/open-database.ts';
import { hashPassword } from '../adapters/crypto/password-hasher.ts';
import { createSelfSignedP12, loadSigningKey } from '../adapters/signing/index.ts';
import { isDemoSeeded, insertDemoData, type DemoData } from './demo-seed-repository.ts';
import { markOnce } from '../settings/settings-repository.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { seedPlatformDemo } from './demo-platform.ts';
import { seedDemoMasterData } from './demo-master-data.ts';
import { seedDemoCompanyUsers } from './demo-company-setup.ts';

export const demoPassword = 'Facturar2026!';

export type DemoLogin = { role: string; username: string; password: string };

export const demoLogins: DemoLogin[] = [
  { role: 'Administrador de la plataforma', username: 'admin@facturar.test', password: demoPassword },
  { role: 'Partner (firma contable)', username: 'partner@facturar.test', password: demoPassword },
  { role: 'Empresa demo, administrador (ADM)', username: 'adm@demo.facturar.test', password: demoPassword },
  { role: 'Empresa demo, interno (INT)', username: 'int@demo.facturar.test', password: demoPassword },
  {
    role: 'Empresa demo, cajera de la sucursal David (INT)',
    username: 'caja.david@demo.facturar.test',
    password: demoPassword,
  },
];

const companies = {
  platform: { ruc: '155704849-2-2021', name: 'Facturar Panamá, S.A.' },
  partner: { ruc: '155612345-2-2016', name: 'Contadores Asociados del Istmo, S.A.' },
  demo: { ruc: '155596713-2-2015', name: 'Comercializadora Demo Facturar, S.A.' },
};

// Receivers the PAC sandbox's taxpayer registry knows, one of each kind the emission form handles.
const demoCustomers = [
  {
    receiver_type: '01',
    taxpayer_type: '2',
    identification: '155601234-2-2015',
    dv: '80',
    name: 'Distribuidora del Canal, S.A.',
    email: 'compras@distcanal.test',
    address: 'Calle 50, Obarrio, Panamá',
    phone: '223-4455',
    location_code: '8-8-7',
  },
  {
    receiver_type: '01',
    taxpayer_type: '2',
    identification: '155689012-2-2019',
    dv: '69',
    name: 'Servicios Logísticos Pacífico, S.A.',
    email: 'facturas@logpacifico.test',
    address: 'Zona Libre de Colón, Edificio 12',
    phone: '441-2200',
    location_code: '3-1-1',
  },
  {
    receiver_type: '01',
    taxpayer_type: '1',
    identification: '4-123-456',
    dv: '21',
    name: 'José Rodríguez Batista',
    email: 'jose.rodriguez@correo.test',
    address: 'David, Chiriquí',
    phone: '774-1020',
    location_code: '4-1-1',
  },
  {
    receiver_type: '03',
    taxpayer_type: '2',
    identification: '8-NT-1-419',
    dv: '68',
    name: 'Ministerio de Comercio e Industrias',
    email: 'compras@mici.test',
    address: 'Plaza Edison, El Dorado, Panamá',
    phone: '560-0600',
    location_code: '8-8-7',
  },
  {
    receiver_type: '04',
    taxpayer_type: null,
    identification: 'US-98-7654321',
    dv: null,
    name: 'Global Imports LLC',
    email: 'ap@globalimports.test',
    address: '200 Biscayne Blvd, Miami, FL',
    phone: null,
    location_code: null,
    country_code: 'US',
    country_description: 'Estados Unidos',
  },
] as const;

const demoProducts = [
  {
    main_code: 'SRV-001',
    description: 'Servicio de consultoría contable (hora)',
    unit_price: '45.00',
    itbms_code: '01',
    unit_code: 'und',
    cpbs_code: '8410',
  },
  {
    main_code: 'EQP-014',
    description: 'Laptop empresarial 14 pulgadas',
    unit_price: '950.00',
    itbms_code: '01',
    unit_code: 'und',
    cpbs_code: '4321',
  },
  {
    main_code: 'ALI-005',
    description: 'Nueces mixtas 500 g',
    unit_price: '4.25',
    itbms_code: '00',
    unit_code: 'und',
    cpbs_code: '5010',
  },
  {
    main_code: 'BEB-750',
    description: 'Licor añejo 750 ml',
    unit_price: '18.50',
    itbms_code: '02',
    unit_code: 'und',
    cpbs_code: '5020',
  },
  {
    main_code: 'BEB-350',
    description: 'Bebida energizante 350 ml',
    unit_price: '2.10',
    itbms_code: '03',
    unit_code: 'und',
    cpbs_code: '5020',
  },
  {
    main_code: 'TRN-100',
    description: 'Transporte de carga local',
    unit_price: '120.00',
    itbms_code: '01',
    unit_code: 'und',
    cpbs_code: '7810',
  },
] as const;

function juridicalDv(ruc: string): string {
  const result = computeRucDv(ruc, 'juridica');
  if (!result.ok) throw new Error(`Demo RUC ${ruc} is malformed: ${JSON.stringify(result.problems)}`);
  return result.value;
}

/**
 * The demo installation of the README: a platform administrator, a partner firm, and a company ready to
 * issue (affiliated to the PAC, QR code generated, certificate, a billing point and a voucher package).
 * Runs once; later starts only print the logins.
 */
/** Another process is seeding: wait for it (a few minutes at most; a process that died leaves it unseeded). */
async function waitUntilSeeded(db: Db): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (!(await isDemoSeeded(db)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function seedDemoData(ctx: Pick<AppContext, 'db' | 'secrets' | 'now'>): Promise<DemoLogin[]> {
  if (await isDemoSeeded(ctx.db)) return demoLogins;
  // Processes that start together on one PostgreSQL (N api and M worker roles) must not seed at once: the
  // first to claim the seed does it, the others wait until it is done.
  if (!(await markOnce(ctx.db, 'demo_seed_claimed'))) {
    await waitUntilSeeded(ctx.db);
    return demoLogins;
  }
  const now = ctx.now();
  const passwordHash = await hashPassword(demoPassword);
  const certificatePassword = randomBytes(12).toString('base64url');
  const notAfter = new Date(now.getTime() + 2 * 365 * 86_400_000);
  const p12 = await createSelfSignedP12({
    commonName: `${companies.demo.name.toUpperCase()} - RUC ${companies.demo.ruc} - CERTIFICADO DE FIRMA ELECTRONICA DE PRUEBA`,
    password: certificatePassword,
    notBefore: now,
    notAfter,
  });
  const { subjectName } = loadSigningKey(p12, certificatePassword, { now });
  const data: DemoData = {
    companies: [
      {
        ruc: companies.platform.ruc,
        dv: juridicalDv(companies.platform.ruc),
        kind: 'PLT',
        taxpayer_type: '2',
        business_name: companies.platform.name,
        email: 'soporte@facturar.test',
        address: 'Calle 50, Edificio Global, Ciudad de Panamá',
        phone: '300-1000',
        api_key: randomBytes(24).toString('base64url'),
        pac_affiliation_status: 1,
        qr_status: 1,
        partner_ruc: null,
      },
      {
        ruc: companies.partner.ruc,
        dv: juridicalDv(companies.partner.ruc),
        kind: 'PAR',
        taxpayer_type: '2',
        business_name: companies.partner.name,
        email: 'contacto@contadores-istmo.test',
        address: 'Vía España, Plaza Regency, Ciudad de Panamá',
        phone: '264-5000',
        api_key: randomBytes(24).toString('base64url'),
        pac_affiliation_status: 1,
        qr_status: 1,
        partner_ruc: null,
      },
      {
        ruc: companies.demo.ruc,
        dv: juridicalDv(companies.demo.ruc),
        kind: 'EMP',
        taxpayer_type: '2',
        business_name: companies.demo.name,
        trade_name: 'Demo Facturar',
        email: 'facturacion@demo.facturar.test',
        address: 'Avenida Balboa, Torre Demo, piso 10, Bella Vista, Panamá',
        phone: '507-2000',
        api_key: randomBytes(24).toString('base64url'),
        pac_affiliation_status: 1,
        qr_status: 1,
        qr_secret_encrypted: ctx.secrets.secretBox.seal(randomBytes(24).toString('base64url')),
        partner_ruc: companies.partner.ruc,
      },
    ],
    users: (
      [
        {
          ruc: companies.platform.ruc,
          profile: 'ADM',
          access: 'admin@facturar.test',
          name: 'Administración Facturar',
          identification: '8888001',
        },
        {
          ruc: companies.partner.ruc,
          profile: 'ADM',
          access: 'partner@facturar.test',
          name: 'María Contadora',
          identification: '8888002',
        },
        {
          ruc: companies.demo.ruc,
          profile: 'ADM',
          access: 'adm@demo.facturar.test',
          name: 'Ana Administradora',
          identification: '8888003',
        },
        {
          ruc: companies.demo.ruc,
          profile: 'INT',
          access: 'int@demo.facturar.test',
          name: 'Iván Facturador',
          identification: '8888004',
        },
      ] as const
    ).map((user) => ({ ...user, passwordHash })),
    certificate: {
      ruc: companies.demo.ruc,
      p12Encrypted: ctx.secrets.secretBox.seal(p12),
      passwordEncrypted: ctx.secrets.secretBox.seal(certificatePassword),
      subject: subjectName,
      notBefore: now,
      notAfter,
      now,
    },
    billingPoint: {
      ruc: companies.demo.ruc,
      branchCode: '0000',
      pointCode: '001',
      // The head office's address: the issuer block of its documents is this point's (ADR 0085).
      description: 'Avenida Balboa, Torre Demo, piso 10, Bella Vista, Panamá',
      coordinates: '8.982400,-79.519900',
      locationCode: '8-8-7',
    },
    voucherPackage: {
      ruc: companies.demo.ruc,
      planName: 'Plan Demo 1000',
      vouchers: 1000,
      startsAt: now,
      expiresAt: new Date(now.getTime() + 365 * 86_400_000),
    },
    customers: demoCustomers.map((customer) => ({ ...customer, company_ruc: companies.demo.ruc })),
    products: demoProducts.map((product) => ({ ...product, company_ruc: companies.demo.ruc })),
    welcome: {
      ruc: companies.demo.ruc,
      keyword: 'BIENVENIDA',
      message:
        'Bienvenido a Facturar: su empresa de demostración está lista para emitir comprobantes electrónicos.',
    },
  };
  await insertDemoData(ctx.db, data);
  await seedDemoPlans(ctx);
  await seedPlatformDemo(ctx);
  await seedDemoMasterData(ctx.db, passwordHash);
  await seedDemoCompanyUsers(ctx, companies.demo.ruc);
  return demoLogins;
}
