// Debian packages the tests need: Chromium for the browser tests, poppler-utils to turn CAFE PDFs into
// PNG and text, openssl to check our .p12 files against another implementation. Installed with apt-get when missing, so `npm test` works on a fresh machine.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = [
  { binary: '/usr/bin/chromium', pkg: 'chromium' },
  { binary: '/usr/bin/pdftoppm', pkg: 'poppler-utils' },
  { binary: '/usr/bin/openssl', pkg: 'openssl' },
];

export function ensureSystemPackages(): void {
  const missing = needed.filter((item) => !existsSync(item.binary)).map((item) => item.pkg);
  if (missing.length === 0) return;
  console.log(`▶ Instalando paquetes de Debian: ${missing.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) =>
    asRoot
      ? spawnSync('apt-get', args, { stdio: 'inherit', env })
      : spawnSync('sudo', ['-n', 'apt-get', ...args], { stdio: 'inherit', env });
  run(['update', '-qq']);
  const result = run(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  if (result.status !== 0) {
    console.error(
      `✖ No se pudieron instalar ${missing.join(', ')} con apt-get. Instálelos y vuelva a ejecutar npm test.`,
    );
    process.exit(1);
  }
}
