// Entry point of the `facturar` command (bin/facturar.mjs runs it on the project's Node 24).
import { enableCompileCache } from 'node:module';
import { runFacturar } from './run-facturar.ts';

// Each run strips the types of and compiles hundreds of modules; caching that on disk halves the start.
enableCompileCache();

process.exitCode = await runFacturar(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
});
