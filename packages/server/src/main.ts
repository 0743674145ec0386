import { runServer } from './run-server.ts';

export const server = await runServer();
