// A worker killed while a PAC that signs (the sandbox's HKA mode) holds its Enviar: the PAC has committed
// the document, the worker dies (SIGKILL) before it stores the answer, and the worker started after it
// ends the document authorised once, with the PAC's CUFE, by asking EstadoDocumento before sending again.
// Runs on the PostgreSQL tier only: separate processes need a database server.
import { padDocumentNumber } from '@facturar/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHkaClient, type HkaClient } from '../src/adapters/pac/index.ts';
import { demoInvoiceBody, demoRuc } from './support/demo-invoice.ts';
import { callApi, serveApiRig, signIn, waitFor } from './support/server-processes.ts';

const isPostgres = process.env.TEST_DB_TIER === 'postgres';
const tokens = { tokenEmpresa: 'demo155596713_ws_tfhka', tokenPassword: 'Dem0-Facturar!59' };

let hka: HkaClient;

describe.runIf(isPostgres)('a worker killed after the PAC that signs committed the document', () => {
  // The victim waits on the held Enviar far longer than the test; its job expires and is retried.
  const rig = serveApiRig({ PAC_TIMEOUT_MS: '120000', QUEUE_EXPIRE_SECONDS: '5' });
  beforeAll(() => {
    hka = createHkaClient({ url: rig.sandbox.hkaUrl, timeoutMs: 5_000, ...tokens });
  });

  it('ends authorised once, with the PAC’s CUFE, and spends one folio', async () => {
    const db = rig.database.db;
    const admin = await signIn(rig.apiUrl, 'admin@facturar.test');
    await callApi(rig.apiUrl, admin, 'PUT', `/api/admin/empresas/${demoRuc}/conexion-pac`, {
      proveedor: 'sandbox',
      familia: 'hka',
      ambiente: '2',
      ...tokens,
    });
    const foliosBefore = await hka.folios();
    // Enviar is processed (signed, authorised, numbered at the PAC) and its answer held back.
    rig.sandbox.setFault({ mode: 'timeout', services: ['Enviar'], count: 1, delayMs: 120_000 });

    const company = await signIn(rig.apiUrl, 'adm@demo.facturar.test');
    const victim = rig.startWorker();
    const { idComprobanteElectronico: id } = (await callApi(
      rig.apiUrl,
      company,
      'POST',
      '/api/generacion/comprobantes',
      await demoInvoiceBody(db),
    )) as { idComprobanteElectronico: number };
    const readDocument = () =>
      db
        .selectFrom('documents')
        .select([
          'status',
          'cufe',
          'number',
          'branch_code',
          'point_code',
          'doc_type',
          'emission_type',
          'send_started_at',
        ])
        .where('id', '=', String(id))
        .executeTakeFirstOrThrow();
    const sent = await waitFor('the send to start', async () => {
      const doc = await readDocument();
      return doc.send_started_at ? doc : undefined;
    });
    const key = {
      branchCode: sent.branch_code,
      number: padDocumentNumber(String(sent.number)),
      pointCode: sent.point_code,
      docType: sent.doc_type,
      emissionType: sent.emission_type,
    };
    const atPac = await waitFor('the PAC to commit', async () => {
      const state = await hka.state(key);
      return state.kind === 'found' && state.isAuthorised ? state : undefined;
    });

    victim.kill('SIGKILL');
    await waitFor('the worker to die', async () =>
      victim.exitCode !== null || victim.signalCode ? true : undefined,
    );
    expect((await readDocument()).status).toBe('PEN');

    rig.startWorker();
    const settled = await waitFor('the document to settle', async () => {
      const doc = await readDocument();
      return doc.status === 'PEN' ? undefined : doc;
    });
    expect(settled.status).toBe('AUT');
    expect(settled.cufe).toBe(atPac.cufe);
    expect(settled.cufe).not.toBe(sent.cufe);
    const withNumber = await db
      .selectFrom('documents')
      .select('id')
      .where('company_ruc', '=', demoRuc)
      .where('number', '=', sent.number)
      .where('doc_type', '=', sent.doc_type)
      .execute();
    expect(withNumber).toHaveLength(1);
    const foliosAfter = await hka.folios();
    expect(foliosAfter.cycleUsed).toBe((foliosBefore.cycleUsed ?? 0) + 1);
  }, 180_000);
});
