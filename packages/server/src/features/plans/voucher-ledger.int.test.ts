import { computeRucDv } from '@facturar/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoInvoiceBody, demoRuc } from '../../../test/support/demo-invoice.ts';
import { bearer, decodeClaims, serveTestServer } from '../../../test/support/test-server.ts';
import { creditVouchers } from './index.ts';

const dayMs = 86_400_000;
let clock = Date.now();
let token: string;
let body: Record<string, unknown>;

const server = serveTestServer({}, { now: () => new Date(clock) });

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
  body = {
    ...(await demoInvoiceBody(server.ctx.db)),
    idAsignacionEmpresaUsuario: Number(decodeClaims(token).sub),
    rucEmisor: demoRuc,
  };
  // The demo's 1000-voucher package ends: its remainder is written off, and the tests credit their own.
  await server.ctx.db
    .updateTable('voucher_packages')
    .set({ expires_at: new Date(clock - dayMs) })
    .where('company_ruc', '=', demoRuc)
    .execute();
});

function generate() {
  return server.as(token).post('/api/generacion/comprobantes?codigoPlantilla=01', body);
}

/** The demo company buys `vouchers` of a plan, valid from now for `days` days. */
function buyVouchers(vouchers: number, planName: string, days: number) {
  return creditVouchers(server.ctx.db, {
    companyRuc: demoRuc,
    vouchers,
    planName,
    startsAt: new Date(clock),
    expiresAt: new Date(clock + days * dayMs),
    reason: { kind: 'purchase' },
  });
}

async function shownCount(): Promise<number> {
  const response = await server.as(token).get(`/api/paquete/disponible/${demoRuc}`);
  expect(response.statusCode).toBe(200);
  return response.json() as number;
}

async function ledgerTotal(): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('voucher_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('total'))
    .where('company_ruc', '=', demoRuc)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

async function ledgerKinds(): Promise<Record<string, number>> {
  const rows = await server.ctx.db
    .selectFrom('voucher_ledger')
    .select(['kind', (eb) => eb.fn.sum<number>('delta').as('total')])
    .where('company_ruc', '=', demoRuc)
    .groupBy('kind')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.total)]));
}

describe('voucher ledger and package accounting', () => {
  it('writes off an expired package’s remainder, and the ledger totals the count shown', async () => {
    expect(await shownCount()).toBe(0);
    expect(await ledgerKinds()).toEqual({ purchase: 1000, expiry: -1000 });
    expect(await ledgerTotal()).toBe(0);
    const refused = await generate();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().apierror.mensajeSistema).toMatch(
      /^El paquete de comprobantes de la empresa caducó el \d{2}\/\d{2}\/\d{4}\.$/,
    );
  });

  it('issues exactly 15 of 60 concurrent documents against 15 vouchers, numbered without gaps', async () => {
    await buyVouchers(15, 'Plan Emprendedor 15', 365);
    expect(await shownCount()).toBe(15);
    expect(await ledgerTotal()).toBe(15);
    const before = await server.ctx.db
      .selectFrom('billing_points')
      .select('next_number')
      .where('company_ruc', '=', demoRuc)
      .executeTakeFirstOrThrow();

    const answers = await Promise.all(Array.from({ length: 60 }, () => generate()));
    const issued = answers.filter((answer) => answer.statusCode === 200);
    expect(issued).toHaveLength(15);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().apierror.mensajeSistema).toBe('La empresa no tiene comprobantes disponibles.');
    }
    const remaining = issued.map((answer) => answer.json().numeroComprobantesDisponibles as number);
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, index) => index));

    const documents = await server.ctx.db
      .selectFrom('documents')
      .select('number')
      .where('company_ruc', '=', demoRuc)
      .orderBy('number')
      .execute();
    const first = Number(before.next_number);
    expect(documents.map((doc) => Number(doc.number))).toEqual(
      Array.from({ length: 15 }, (_, index) => first + index),
    );
    const issueRows = await server.ctx.db
      .selectFrom('voucher_ledger')
      .select(['document_number', 'delta'])
      .where('company_ruc', '=', demoRuc)
      .where('kind', '=', 'issue')
      .orderBy('document_number')
      .execute();
    expect(issueRows.map((row) => [Number(row.document_number), row.delta])).toEqual(
      documents.map((doc) => [Number(doc.number), -1]),
    );
    const count = await shownCount();
    expect(await ledgerTotal()).toBe(count);
  });

  it('gives the voucher of a document the DGI refuses back, with its ledger row', async () => {
    await buyVouchers(3, 'Recarga 3', 2);
    // A receiver whose RUC, well formed and with its DV, is not in the DGI's registry, while the PAC's
    // feConsRucDV cannot be reached before numbering: the document goes and the DGI refuses it (1602).
    const unregistered = '155612999-2-2016';
    const dv = computeRucDv(unregistered, 'juridica');
    if (!dv.ok) throw new Error('the RUC has no DV');
    const customer = await server.ctx.db
      .insertInto('customers')
      .values({
        company_ruc: demoRuc,
        receiver_type: '01',
        taxpayer_type: '2',
        identification: unregistered,
        dv: dv.value,
        name: 'Importadora Rechazada, S.A.',
        email: 'rechazos@demo.facturar.test',
        address: 'Calle 50, Panamá',
        phone: '263-1000',
        location_code: '8-8-7',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await shownCount();
    server.sandbox.setFault({ mode: 'unavailable', services: ['feConsRucDV'] });
    const issued = await server
      .request({
        method: 'POST',
        url: '/api/generacion/comprobantes?codigoPlantilla=01',
        headers: bearer(token),
        payload: { ...body, idAsignacionEmpresaCliente: customer.id },
      })
      .finally(() => server.sandbox.clearFault());
    expect(issued.statusCode, issued.body).toBe(200);
    const cufe = (issued.json() as { cufe: string }).cufe;
    await vi.waitFor(
      async () => {
        const doc = await server.ctx.db
          .selectFrom('documents')
          .select('status')
          .where('cufe', '=', cufe)
          .executeTakeFirstOrThrow();
        expect(doc.status).toBe('NAU');
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(await shownCount()).toBe(before);
    const doc = await server.ctx.db
      .selectFrom('documents')
      .select(['number', 'billing_point_id'])
      .where('cufe', '=', cufe)
      .executeTakeFirstOrThrow();
    const rows = await server.ctx.db
      .selectFrom('voucher_ledger')
      .select(['kind', 'delta'])
      .where('billing_point_id', '=', doc.billing_point_id)
      .where('document_number', '=', doc.number)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { kind: 'issue', delta: -1 },
      { kind: 'refund', delta: 1 },
    ]);
    expect(await ledgerTotal()).toBe(before);
  });

  it('stops issuing when the packages in force expire, and loses their remainder', async () => {
    // The emptied 15-voucher package ends tomorrow; a partner's 5 vouchers end the day after.
    await server.ctx.db
      .updateTable('voucher_packages')
      .set({ expires_at: new Date(clock + dayMs) })
      .where('company_ruc', '=', demoRuc)
      .where('plan_name', '=', 'Plan Emprendedor 15')
      .execute();
    const before = await shownCount();
    await creditVouchers(server.ctx.db, {
      companyRuc: demoRuc,
      vouchers: 5,
      planName: 'Asignación del partner',
      startsAt: new Date(clock),
      expiresAt: new Date(clock + 2 * dayMs),
      reason: { kind: 'partner', partnerRuc: await partnerRuc() },
      note: 'Comprobantes de cortesía',
    });
    expect(await shownCount()).toBe(before + 5);
    const first = await generate();
    expect(first.statusCode, first.body).toBe(200);
    expect(await ledgerTotal()).toBe(await shownCount());

    clock += 3 * dayMs;
    token = await server.login('adm@demo.facturar.test');
    const left = await server.ctx.db
      .selectFrom('voucher_packages')
      .select((eb) => eb.fn.sum<number>('vouchers_available').as('left'))
      .where('company_ruc', '=', demoRuc)
      .executeTakeFirstOrThrow();
    expect(await shownCount()).toBe(0);
    expect(await ledgerTotal()).toBe(0);
    const refused = await generate();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().apierror.mensajeSistema).toMatch(
      /^El paquete de comprobantes de la empresa caducó el /,
    );
    const kinds = await ledgerKinds();
    expect(kinds.expiry).toBe(-1000 - Number(left.left));
    const partnerRows = await server.ctx.db
      .selectFrom('voucher_ledger')
      .select(['delta', 'partner_ruc', 'note'])
      .where('kind', '=', 'partner')
      .execute();
    expect(partnerRows).toEqual([
      { delta: 5, partner_ruc: await partnerRuc(), note: 'Comprobantes de cortesía' },
    ]);
  });

  it('refuses a credit of no vouchers or with an end before its start', async () => {
    const credit = {
      companyRuc: demoRuc,
      planName: 'Plan',
      startsAt: new Date(clock),
      expiresAt: new Date(clock + dayMs),
      reason: { kind: 'purchase' as const },
    };
    await expect(creditVouchers(server.ctx.db, { ...credit, vouchers: 0 })).rejects.toThrow();
    await expect(creditVouchers(server.ctx.db, { ...credit, vouchers: 2.5 })).rejects.toThrow();
    await expect(
      creditVouchers(server.ctx.db, { ...credit, vouchers: 3, expiresAt: new Date(clock - dayMs) }),
    ).rejects.toThrow();
  });
});

async function partnerRuc(): Promise<string> {
  const row = await server.ctx.db
    .selectFrom('companies')
    .select('ruc')
    .where('kind', '=', 'PAR')
    .executeTakeFirstOrThrow();
  return row.ruc;
}
