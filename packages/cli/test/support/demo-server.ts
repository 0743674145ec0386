import { loadConfig, startServer } from '@facturar/server';
import { demoPassword } from '@facturar/server/testing';

type DemoServer = Awaited<ReturnType<typeof startServer>>;
type SignIn = (username: string) => Promise<{ statusCode: number; headers: Record<string, string> }>;

/**
 * The server with the demo seed on a command's data directory, for `use`, then stopped: the command under
 * test then reads what the server wrote. `signIn` signs a demo user in with the demo password and answers
 * the status and the bearer headers of the session. No PAC is reached (its address refuses).
 */
export async function withDemoServer<T>(
  dataDir: string,
  use: (server: DemoServer, signIn: SignIn) => Promise<T>,
): Promise<T> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    PAC_URL: 'http://127.0.0.1:9',
    PORT: '0',
  });
  const server = await startServer(config, { listen: false });
  const signIn: SignIn = async (username) => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: demoPassword, codigoSistema: config.codigoSistema },
    });
    const token = login.statusCode === 200 ? (login.json() as { accessToken: string }).accessToken : '';
    return { statusCode: login.statusCode, headers: { authorization: `Bearer ${token}` } };
  };
  try {
    return await use(server, signIn);
  } finally {
    await server.close();
  }
}
