import {
  ConfigError,
  DataDirInUseError,
  loadConfig,
  migrateToLatest,
  openDatabase,
  type DatabaseHandle,
  type ServerConfig,
} from '@facturar/server';
import { CliError } from './cli-error.ts';
import { REPOSITORY_ROOT } from './repository-paths.ts';

/** The help paragraph of every command that opens the database: which one, and the PGlite caveat. */
export const DATABASE_HELP = `La base de datos es la del servidor: PostgreSQL si DATABASE_URL está definida; si no, la base embebida
(PGlite) de la carpeta DATA_DIR (./data en la raíz del repositorio). Con la base embebida, detenga antes
"npm start": una carpeta de datos solo admite un proceso.`;

export type DatabaseSession = {
  readonly config: ServerConfig;
  readonly database: DatabaseHandle;
  /** Which database, for the user: `PGlite en /…/data` or `PostgreSQL host:5432/facturar`. */
  readonly description: string;
  /** Names of the migrations this session applied; empty when the schema was up to date. */
  readonly appliedMigrations: readonly string[];
};

/**
 * Opens the database the server would open with this environment (DATABASE_URL, or the embedded
 * PGlite in DATA_DIR, resolved against the repository root as `npm start` does) and brings its schema
 * up to date, then hands it to `use` and closes it.
 */
export async function withMigratedDatabase<T>(
  env: NodeJS.ProcessEnv,
  use: (session: DatabaseSession) => Promise<T>,
): Promise<T> {
  const config = readConfig(env);
  const description = describeDatabase(config);
  const database = await open(config, description);
  try {
    const appliedMigrations = await migrate(database, description);
    return await use({ config, database, description, appliedMigrations });
  } finally {
    await database.close();
  }
}

function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  try {
    return loadConfig(env, REPOSITORY_ROOT);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    throw new CliError('INVALID_INPUT', `La configuración del entorno no es válida: ${error.message}`, {
      cause: error,
    });
  }
}

function describeDatabase(config: ServerConfig): string {
  if (!config.databaseUrl) return `PGlite en ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

async function open(config: ServerConfig, description: string): Promise<DatabaseHandle> {
  try {
    return await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, poolSize: 1 }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new CliError(
        'OPERATION_FAILED',
        `La carpeta de datos ${config.dataDir} está en uso por otro proceso (¿está corriendo npm start?). ` +
          'Deténgalo o indique otra carpeta con DATA_DIR.',
        { cause: error },
      );
    }
    throw failure(`No se pudo abrir la base de datos (${description})`, error);
  }
}

async function migrate(database: DatabaseHandle, description: string): Promise<string[]> {
  try {
    return await migrateToLatest(database.db);
  } catch (error) {
    throw failure(`No se pudieron aplicar las migraciones en ${description}`, error);
  }
}

function failure(what: string, error: unknown): CliError {
  const detail = error instanceof Error ? error.message : String(error);
  return new CliError('OPERATION_FAILED', `${what}: ${detail}`, { cause: error });
}
