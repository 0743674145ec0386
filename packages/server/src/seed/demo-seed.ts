import { randomBytes } from 'node:crypto';
import { computeRucDv } from '@facturar/domain';
import type { AppContext } from '../app-context.ts';
import { hashPassword } from '../adapters/crypto/password-hasher.ts';
import { createSelfSignedP12, loadSigningKey } from '../adapters/signing/index.ts';
import { isDemoSeeded, insertDemoData, type DemoData } from './demo-seed-repository.ts';

export const demoPassword = 'Facturar2026!';

export type DemoLogin = { role: string; username: string; password: string };

export const demoLogins: DemoLogin[] = [
  { role: 'Administrador de la plataforma', username: 'admin@facturar.test', password: demoPassword },
  { role: 'Partner (firma contable)', username: 'partner@facturar.test', password: demoPassword },
  { role: 'Empresa demo, administrador (ADM)', username: 'adm@demo.facturar.test', password: demoPassword },
  { role: 'Empresa demo, interno (INT)', username: 'int@demo.facturar.test', password: demoPassword },
];

const companies = {
  platform: { ruc: '155704849-2-2021', name: 'Facturar Panamá, S.A.' },
  partner: { ruc: '155612345-2-2016', name: 'Contadores Asociados del Istmo, S.A.' },
  demo: { ruc: '155596713-2-2015', name: 'Comercializadora Demo Facturar, S.A.' },
};

function juridicalDv(ruc: string): string {
  const result = computeRucDv(ruc, 'juridica');
  if (!result.ok) throw new Error(`Demo RUC ${ruc} is malformed: ${result.error.message}`);
  return result.dv;
}

/**
 * The demo installation of the README: a platform administrator, a partner firm, and a company ready to
 * issue (affiliated to the PAC, QR code generated, certificate, a billing point and a voucher package).
 * Runs once; later starts only print the logins.
 */
export async function seedDemoData(ctx: AppContext): Promise<DemoLogin[]> {
  if (await isDemoSeeded(ctx.db)) return demoLogins;
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
    },
    billingPoint: {
      ruc: companies.demo.ruc,
      branchCode: '0000',
      pointCode: '001',
      description: 'Casa matriz - caja 1',
    },
    voucherPackage: {
      ruc: companies.demo.ruc,
      planName: 'Plan Demo 1000',
      vouchers: 1000,
      startsAt: now,
      expiresAt: new Date(now.getTime() + 365 * 86_400_000),
    },
    welcome: {
      ruc: companies.demo.ruc,
      keyword: 'BIENVENIDA',
      message:
        'Bienvenido a Facturar: su empresa de demostración está lista para emitir comprobantes electrónicos.',
    },
  };
  await insertDemoData(ctx.db, data);
  return demoLogins;
}
