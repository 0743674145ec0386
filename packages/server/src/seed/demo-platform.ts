import { randomBytes } from 'node:crypto';
import { computeRucDv } from '@facturar/domain';
import type { AppContext } from '../app-context.ts';
import type { NewCompany } from '../adapters/db/schema.ts';
import { creditVouchers } from '../features/plans/index.ts';
import { insertPlatformDemo } from './demo-platform-repository.ts';

/** The partner firm of the main demo (demo-seed.ts), which brings most of the companies below. */
const istmoPartnerRuc = '155612345-2-2016';
const demoCompanyRuc = '155596713-2-2015';

type DemoCompany = Omit<NewCompany, 'dv' | 'api_key'> & { personType?: 'natural' | 'juridica' };

/** A second accounting firm and the companies of both, so SUS, AEM, ACT and PAR have a realistic list. */
const companies: DemoCompany[] = [
  {
    ruc: '155645678-2-2017',
    kind: 'PAR',
    taxpayer_type: '2',
    business_name: 'Auditores y Consultores del Pacífico, S.A.',
    email: 'info@acpacifico.test',
    phone: '775-3300',
    address: 'Avenida Obaldía, Plaza Terronal, David, Chiriquí',
    location_code: '4-1-1',
    partner_ruc: null,
    subscription_key: 'sk-acp-7f3c9a1e52d04b8c',
  },
  {
    ruc: '155712345-2-2022',
    kind: 'EMP',
    taxpayer_type: '2',
    business_name: 'Ferretería El Constructor, S.A.',
    trade_name: 'El Constructor',
    email: 'administracion@elconstructor.test',
    phone: '261-4477',
    address: 'Vía Transístmica, frente a Los Andes Mall, San Miguelito',
    location_code: '8-10-1',
    partner_ruc: istmoPartnerRuc,
    subscription_key: 'sk-fec-1b8e44d0c9a2731f',
  },
  {
    ruc: '155698765-2-2020',
    kind: 'EMP',
    taxpayer_type: '2',
    business_name: 'Farmacia San Judas Tadeo, S.A.',
    trade_name: 'Farmacia San Judas',
    email: 'contabilidad@farmasanjudas.test',
    phone: '236-1122',
    address: 'Calle 12, Río Abajo, Ciudad de Panamá',
    location_code: '8-8-9',
    partner_ruc: istmoPartnerRuc,
    payment_type: 2,
    subscription_key: null,
  },
  {
    ruc: '8-745-1203',
    personType: 'natural',
    kind: 'EMP',
    taxpayer_type: '1',
    business_name: 'Rosa Elena Castillo Méndez',
    trade_name: 'Fonda La Panameñita',
    email: 'fondalapanamenita@correo.test',
    phone: '6612-4580',
    address: 'Mercado de Mariscos, local 14, San Felipe',
    location_code: '8-8-1',
    partner_ruc: istmoPartnerRuc,
    subscription_key: null,
  },
  {
    ruc: '155723456-2-2023',
    kind: 'EMP',
    taxpayer_type: '2',
    business_name: 'Transportes Chiriquí Express, S.A.',
    email: 'facturacion@chiriquiexpress.test',
    phone: '774-9090',
    address: 'Carretera Interamericana, km 2, David, Chiriquí',
    location_code: '4-1-1',
    partner_ruc: '155645678-2-2017',
    subscription_key: 'sk-tce-90aa21f7e6c34d15',
  },
  {
    ruc: '155734567-2-2024',
    kind: 'EMP',
    taxpayer_type: '2',
    business_name: 'Clínica Dental Sonrisas del Este, S.A.',
    email: 'recepcion@sonrisasdeleste.test',
    phone: '290-7788',
    address: 'Centro Comercial Costa Verde, La Chorrera',
    location_code: '8-8-7',
    partner_ruc: null,
    subscription_key: null,
  },
];

function dvOf(ruc: string, personType: 'natural' | 'juridica'): string {
  const result = computeRucDv(ruc, personType);
  if (!result.ok) throw new Error(`Demo RUC ${ruc} is malformed: ${JSON.stringify(result.problems)}`);
  return result.value;
}

/**
 * The platform's part of the demo (issue 16): a second accounting firm, five more companies with their
 * voucher packages (one unlimited, one running out, one without any), subscription keys, and the demo
 * company's own key. Called once, from seedDemoData's first run.
 */
export async function seedPlatformDemo(ctx: Pick<AppContext, 'db' | 'now'>): Promise<void> {
  const now = ctx.now();
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
  // Packages through the voucher ledger (issue 17), so every count has its rows.
  const packages = [
    { ruc: '155712345-2-2022', planName: 'Plan Pyme 500', vouchers: 500, days: 240 },
    { ruc: '155698765-2-2020', planName: 'Pospago ilimitado', vouchers: -1, days: 365 },
    { ruc: '8-745-1203', planName: 'Recarga Emprendedor', vouchers: 6, days: 45 },
    { ruc: '155723456-2-2023', planName: 'Plan Pyme 500', vouchers: 500, days: 330 },
    { ruc: istmoPartnerRuc, planName: 'Paquete Partner 5000', vouchers: 5000, days: 365 },
  ];
  await insertPlatformDemo(ctx.db, {
    companies: companies.map(({ personType = 'juridica', ...company }) => ({
      ...company,
      dv: dvOf(company.ruc, personType),
      api_key: randomBytes(24).toString('base64url'),
      pac_affiliation_status: company.kind === 'PAR' ? 1 : 3,
      qr_status: 3,
    })),
    demoCompany: { ruc: demoCompanyRuc, subscriptionKey: 'sk-demo-5c2e8f0a9d7b4e61' },
  });
  for (const item of packages) {
    await creditVouchers(ctx.db, {
      companyRuc: item.ruc,
      vouchers: item.vouchers,
      planName: item.planName,
      startsAt: now,
      expiresAt: inDays(item.days),
      reason: { kind: 'purchase' },
    });
  }
}
