// `npm start`: dependencies are installed by bootstrap.mjs; here the web app is built when stale, the PAC
// sandbox starts in-process unless PAC_URL names a PAC, and the server starts (migrations, demo seed on
// first run, API + web on PORT, the worker); then, on a first run, the demo company issues its documents,
// and the console banner says where Facturar answers once it is ready.
import { join } from 'node:path';
import { HKA_DEMO_COMPANIES, startPacSandbox, type PacSandbox } from '@facturar/pac-sandbox';
import { runServer, seedDemoDocuments } from '@facturar/server';
import { buildWebIfStale } from './web-build.ts';

buildWebIfStale();
let sandbox: PacSandbox | undefined;
if (!process.env.PAC_URL) {
  sandbox = await startPacSandbox({
    port: Number(process.env.PAC_SANDBOX_PORT ?? 0),
    host: '127.0.0.1',
    dataDir: join(process.env.DATA_DIR ?? 'data', 'pac-sandbox'),
    cancellationWindowHours: Number(process.env.CANCELLATION_WINDOW_HOURS ?? 168),
  });
  process.env.PAC_URL = sandbox.url;
  console.log(`PAC sandbox (simulador del PAC y la DGI) en ${sandbox.url}`);
}
const hkaAccount = HKA_DEMO_COMPANIES.find((company) => company.ruc === '155596713-2-2015');
// Health answers 503 (and the banner waits) until the demo's documents are issued: whoever waits for
// health meets the demo complete. They need the worker that sends them to the PAC, so a ROLE=api start
// leaves them to a later one.
await runServer({
  async prepare(server) {
    if (!server.ctx.config.seedDemo || server.ctx.config.role !== 'all') return;
    const inProcess = sandbox;
    await seedDemoDocuments(server, {
      // The sandbox's registry query is switched off while the refused documents are issued, so they reach
      // the DGI, which refuses their unregistered receiver (1602): the not-authorised list has its examples.
      ...(inProcess && {
        async withoutRegistryQuery(issue) {
          inProcess.setFault({ mode: 'unavailable', services: ['feConsRucDV'] });
          try {
            return await issue();
          } finally {
            inProcess.clearFault();
          }
        },
        // The in-process sandbox also speaks HKA's integration API: the demo company ends connected to it.
        ...(hkaAccount && {
          hkaTokens: { tokenEmpresa: hkaAccount.tokenEmpresa, tokenPassword: hkaAccount.tokenPassword },
        }),
      }),
    });
  },
});
