// `npm start`: dependencies are installed by bootstrap.mjs; here the web app is built when stale, the PAC
// sandbox starts in-process unless PAC_URL names a PAC, and the server starts (migrations, demo seed on
// first run, API + web on PORT, the worker).
import { join } from 'node:path';
import { startPacSandbox } from '@facturar/pac-sandbox';
import { buildWebIfStale } from './web-build.ts';

buildWebIfStale();
if (!process.env.PAC_URL) {
  const sandbox = await startPacSandbox({
    port: Number(process.env.PAC_SANDBOX_PORT ?? 0),
    host: '127.0.0.1',
    dataDir: join(process.env.DATA_DIR ?? 'data', 'pac-sandbox'),
    cancellationWindowHours: Number(process.env.CANCELLATION_WINDOW_HOURS ?? 168),
  });
  process.env.PAC_URL = sandbox.url;
  console.log(`PAC sandbox (simulador del PAC y la DGI) en ${sandbox.url}`);
}
await import('@facturar/server/main');
