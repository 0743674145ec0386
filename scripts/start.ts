// `npm start`: dependencies are installed by bootstrap.mjs; here the web app is built when stale and the
// server starts (migrations, demo seed on first run, API + web on PORT).
import { buildWebIfStale } from './web-build.ts';

buildWebIfStale();
await import('../packages/server/src/main.ts');
