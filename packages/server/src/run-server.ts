import { loadConfig } from './config.ts';
import { startServer, type RunningServer } from './start-server.ts';

export type RunServerOptions = {
  /**
   * Work done once the server listens and before it calls itself ready (`npm start` issues the demo's
   * documents here): health answers 503 meanwhile and the banner waits for it.
   */
  prepare?: (server: RunningServer) => Promise<void>;
};

const preparingReason =
  'Facturar se está preparando: la empresa demo está emitiendo sus comprobantes de demostración.';

/** The console's banner: where Facturar answers, its database and, with the demo, who can sign in. */
function printBanner(server: RunningServer): void {
  const { config } = server.ctx;
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.dataDir}`;
  const rule = '─'.repeat(72);
  const lines = [rule, `  Facturar está listo en ${config.publicUrl}`, `  Base de datos: ${database}`];
  if (server.demoLogins.length > 0) {
    lines.push('', '  Usuarios de demostración (ingrese con cualquiera de ellos):');
    const width = Math.max(...server.demoLogins.map((login) => login.role.length)) + 2;
    for (const login of server.demoLogins)
      lines.push(`    ${login.role.padEnd(width)}${login.username}  /  ${login.password}`);
  }
  lines.push(
    '',
    '  Registros de las solicitudes: LOG_LEVEL=info (apagados por defecto). Ctrl+C para detener.',
    rule,
  );
  console.log(`\n${lines.join('\n')}\n`);
}

/**
 * The server as a process runs it (`src/main.ts`, `npm start`): configuration from the environment,
 * request logs only when LOG_LEVEL names a level, the banner once ready, a clean close on SIGINT/SIGTERM.
 */
export async function runServer(options: RunServerOptions = {}): Promise<RunningServer> {
  const config = loadConfig();
  const logLevel = process.env.LOG_LEVEL;
  const server = await startServer(config, {
    ...(logLevel && logLevel !== 'silent' ? { logLevel } : {}),
    ...(options.prepare ? { preparing: preparingReason } : {}),
  });
  await options.prepare?.(server);
  server.markReady();
  printBanner(server);

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: cerrando Facturar…`);
    await server.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return server;
}
