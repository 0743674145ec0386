import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { computeRucDv } from '@facturar/domain';
import type { AppContext } from '../app-context.ts';
import type { NewCompany } from '../adapters/db/schema.ts';
import { insertDemoPlans, type DemoPlansData } from './demo-plans-repository.ts';

const dayMs = 86_400_000;
const demoRuc = '155596713-2-2015';

function asset(name: string): Uint8Array {
  return readFileSync(new URL(`./assets/${name}`, import.meta.url));
}

function company(ruc: string, name: string, email: string): NewCompany {
  const dv = computeRucDv(ruc, 'juridica');
  if (!dv.ok) throw new Error(`Demo RUC ${ruc} is malformed.`);
  return {
    ruc,
    dv: dv.value,
    kind: 'EMP',
    taxpayer_type: '2',
    business_name: name,
    email,
    api_key: randomBytes(24).toString('base64url'),
  };
}

const materiales = company(
  '155634567-2-2017',
  'Materiales del Oeste, S.A.',
  'compras@materialesdeloeste.com.pa',
);
const optica = company('155645678-2-2018', 'Óptica Visión Clara, S.A.', 'administracion@visionclara.com.pa');
const importadora = company(
  '155656789-2-2019',
  'Importadora Los Andes, S.A.',
  'contabilidad@losandes.com.pa',
);

/**
 * The plans demo (issue 17): the operator's bank accounts, and packages and purchases in every state — a
 * company whose package expired with a purchase under review, one nearly out of vouchers with another, one
 * whose package ends within days and a purchase not yet paid, and on the demo company a rejected purchase
 * (its reason shows in 'Subir comprobante') and an annulled one. Runs once.
 */
export async function seedDemoPlans(ctx: Pick<AppContext, 'db' | 'now'>): Promise<void> {
  const now = ctx.now().getTime();
  const at = (days: number) => new Date(now + days * dayMs);
  const holder = {
    holder_name: 'Facturar Panamá, S.A.',
    holder_identification: 'RUC 155704849-2-2021 DV 32',
  };
  const data: DemoPlansData = {
    bankAccounts: [
      {
        ...holder,
        bank_name: 'Banco General, S.A.',
        account_type: 'Cuenta Corriente',
        account_number: '03-72-01-084512-6',
        sort_order: 1,
      },
      {
        ...holder,
        bank_name: 'Banistmo, S.A.',
        account_type: 'Cuenta de Ahorros',
        account_number: '0113267459',
        sort_order: 2,
      },
      {
        ...holder,
        bank_name: 'Banco Nacional de Panamá',
        account_type: 'Cuenta Corriente',
        account_number: '10000342718',
        sort_order: 3,
      },
    ],
    companies: [materiales, optica, importadora],
    carried: [
      {
        ruc: materiales.ruc,
        planName: 'Plan Emprendedor',
        total: 100,
        left: 37,
        startsAt: at(-385),
        expiresAt: at(-20),
      },
      {
        ruc: optica.ruc,
        planName: 'Plan PyME',
        total: 500,
        left: 12,
        startsAt: at(-240),
        expiresAt: at(125),
      },
      {
        ruc: importadora.ruc,
        planName: 'Plan Empresarial',
        total: 1500,
        left: 310,
        startsAt: at(-355),
        expiresAt: at(10),
      },
    ],
    purchases: [
      {
        ruc: materiales.ruc,
        planName: 'Plan PyME',
        state: 2,
        createdAt: at(-1),
        receipt: { media_type: 'image/png', image: asset('transfer-banco-general.png') },
      },
      {
        ruc: optica.ruc,
        planName: 'Plan Empresarial',
        state: 2,
        createdAt: at(-0.2),
        receipt: { media_type: 'image/jpeg', image: asset('transfer-banistmo.jpg') },
      },
      { ruc: importadora.ruc, planName: 'Plan Empresarial', state: 1, createdAt: at(-2) },
      {
        ruc: demoRuc,
        planName: 'Plan Emprendedor',
        state: 4,
        createdAt: at(-6),
        observation: 'El monto transferido (B/. 25.00) no incluye el ITBMS; el total del plan es B/. 26.75',
        receipt: { media_type: 'image/png', image: asset('transfer-banco-general.png') },
      },
      { ruc: demoRuc, planName: 'Plan Corporativo', state: 5, createdAt: at(-30) },
    ],
  };
  await insertDemoPlans(ctx.db, data);
}
