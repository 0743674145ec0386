// Starts the real application once for the browser tests: the built web app and the API on a free port,
// on a fresh embedded database with the demo seed; e-mail goes to the outbox folder, which tests read.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { computeRucDv, formatPanamaDate, parsePanamaDateTime } from '@facturar/domain';
import { startPacSandbox } from '@facturar/pac-sandbox';
import { issueDueOccurrences, loadConfig, startServer } from '@facturar/server';
import { createTestUser } from '@facturar/server/testing';
import { buildWebIfStale } from '../../scripts/web-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The PAC sandbox, whose admin calls (`/admin/faults`) a journey may use for its own span. */
    pacUrl: string;
    outboxDir: string;
    /** A demo customer with the demo company's own RUC: what is issued to it, the company receives. */
    selfCustomerId: number;
    /**
     * A demo customer whose RUC, well formed and with its check digit, the DGI's registry does not hold:
     * the DGI refuses (1602) what is issued to it.
     */
    refusedCustomerId: number;
    /**
     * What a journey cannot do through the app (test-only, loopback): `POST /programadas?fecha=YYYY-MM-DD`
     * runs the daily job of recurring invoices with its clock on that day (at the time it is now), and
     * `POST /comprobantes-disponibles?cantidad=N` sets the demo company's vouchers left (`…/restaurar`
     * gives back what it had).
     */
    controlUrl: string;
  }
}

export const e2eUsers = [
  {
    accessName: 'bloqueo@demo.facturar.test',
    fullName: 'Usuario Para Bloquear',
    profile: 'INT',
    state: 'ACT',
  },
  { accessName: 'inactivo@demo.facturar.test', fullName: 'Usuario Inactivo', profile: 'INT', state: 'DES' },
  { accessName: 'olvido@demo.facturar.test', fullName: 'Olga Olvidadiza', profile: 'INT', state: 'ACT' },
  // No billing point is assigned to this invoicer: issuing is blocked ('SIN_SECUENCIAL').
  { accessName: 'sinpunto@demo.facturar.test', fullName: 'Sonia Sin Punto', profile: 'INT', state: 'ACT' },
  // Turns on the two-step verification, so the demo users stay one step.
  { accessName: 'dospasos@demo.facturar.test', fullName: 'Diana Dos Pasos', profile: 'INT', state: 'ACT' },
  // Locked by the users journey, then unlocked by the administrator on the users screen.
  { accessName: 'desbloqueo@demo.facturar.test', fullName: 'Diego Desbloqueo', profile: 'INT', state: 'ACT' },
  // A new invoicer: the master-data journey opens a billing point, assigns it to them and issues from it.
  { accessName: 'cajero@demo.facturar.test', fullName: 'Carlos Cajero', profile: 'INT', state: 'ACT' },
] as const;

type RunningServer = Awaited<ReturnType<typeof startServer>>;

/** The journeys' controls (ProvidedContext.controlUrl): the job's injectable clock and the vouchers left. */
async function startControls(server: RunningServer): Promise<Server> {
  const demoCompany = '155596713-2-2015';
  let savedVouchers: { id: number; vouchers_available: number }[] | null = null;
  async function handle(url: URL): Promise<unknown> {
    if (url.pathname === '/programadas') {
      const now = new Date();
      const day = parsePanamaDateTime(url.searchParams.get('fecha') ?? '');
      const today = parsePanamaDateTime(formatPanamaDate(now));
      if (!day || !today) throw new Error('fecha: YYYY-MM-DD');
      const at = new Date(now.getTime() + (day.getTime() - today.getTime()));
      return issueDueOccurrences({ ...server.ctx, now: () => at });
    }
    if (url.pathname === '/comprobantes-disponibles') {
      savedVouchers ??= await server.ctx.db
        .selectFrom('voucher_packages')
        .select(['id', 'vouchers_available'])
        .where('company_ruc', '=', demoCompany)
        .execute();
      await server.ctx.db
        .updateTable('voucher_packages')
        .set({ vouchers_available: Number(url.searchParams.get('cantidad')) })
        .where('company_ruc', '=', demoCompany)
        .execute();
      return {};
    }
    if (url.pathname === '/comprobantes-disponibles/restaurar') {
      for (const saved of savedVouchers ?? []) {
        await server.ctx.db
          .updateTable('voucher_packages')
          .set({ vouchers_available: saved.vouchers_available })
          .where('id', '=', saved.id)
          .execute();
      }
      savedVouchers = null;
      return {};
    }
    throw new Error(`unknown control ${url.pathname}`);
  }
  const controls = createServer((request, response) => {
    handle(new URL(request.url ?? '/', 'http://127.0.0.1'))
      .then((answer) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
      )
      .catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => controls.listen(0, '127.0.0.1', resolve));
  return controls;
}

function checkDigit(ruc: string): string {
  const result = computeRucDv(ruc, 'juridica');
  if (!result.ok) throw new Error(`${ruc}: ${JSON.stringify(result.problems)}`);
  return result.value;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWebIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'facturar-e2e-'));
  const sandbox = await startPacSandbox({ host: '127.0.0.1' });
  // The registry check before numbering (feConsRucDV) is the API tests' (fiscal-guards.int.test.ts); here
  // the PAC does not answer it, so a document to an unregistered customer reaches the DGI, which refuses it
  // and the not-authorised list has something to show.
  sandbox.setFault({ mode: 'unavailable', services: ['feConsRucDV'] });
  const config = loadConfig(
    {
      PAC_URL: sandbox.url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      MAX_FAILED_LOGINS: '3',
      // The 'Integraciones' journey's webhook receiver listens on loopback over http.
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      WEBHOOK_RETRY_SECONDS: '1',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
    join(import.meta.dirname, '../..'),
  );
  const server = await startServer(config);
  // Users that the journeys lock, deactivate, send through recovery or block from issuing, so the demo
  // users stay usable.
  for (const user of e2eUsers) await createTestUser(server.ctx.db, user);
  // The demo company is the only one that issues here, so the received-voucher journeys invoice it itself.
  const selfCustomer = await server.ctx.db
    .insertInto('customers')
    .values({
      company_ruc: '155596713-2-2015',
      receiver_type: '01',
      taxpayer_type: '2',
      identification: '155596713-2-2015',
      dv: '59',
      name: 'Comercializadora Demo Facturar, S.A.',
      email: 'facturacion@demo.facturar.test',
      address: 'Vía España, Panamá',
      phone: '223-4455',
      location_code: '8-8-7',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  project.provide('selfCustomerId', selfCustomer.id);
  const refusedCustomer = await server.ctx.db
    .insertInto('customers')
    .values({
      company_ruc: '155596713-2-2015',
      receiver_type: '01',
      taxpayer_type: '2',
      identification: '155700001-2-2020',
      dv: checkDigit('155700001-2-2020'),
      name: 'Importadora Rechazada, S.A.',
      email: 'rechazos@demo.facturar.test',
      address: 'Calle 50, Panamá',
      phone: '263-1000',
      location_code: '8-8-7',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  project.provide('refusedCustomerId', refusedCustomer.id);
  const controls = await startControls(server);
  project.provide('controlUrl', `http://127.0.0.1:${(controls.address() as AddressInfo).port}`);
  project.provide('baseUrl', server.url);
  project.provide('pacUrl', sandbox.url);
  project.provide('outboxDir', join(dataDir, 'outbox'));
  return async () => {
    await new Promise((resolve) => controls.close(resolve));
    await server.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
