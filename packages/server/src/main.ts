import { loadConfig } from './config.ts';
import { startServer } from './start-server.ts';

const config = loadConfig();
export const server = await startServer(config, { logger: process.env.LOG_LEVEL !== 'silent' });

const publicUrl = config.publicUrl;
console.log(
  `\nFacturar está listo en ${publicUrl}  (base de datos: ${config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.dataDir}`})`,
);
if (server.demoLogins.length > 0) {
  console.log('\nUsuarios de demostración (contraseña común indicada):');
  for (const login of server.demoLogins)
    console.log(`  ${login.role.padEnd(34)} ${login.username}  /  ${login.password}`);
}
console.log('');

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
