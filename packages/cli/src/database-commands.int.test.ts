import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFacturarBin } from '../test/support/facturar-process.ts';

let dataDir: string;

/** facturar on the embedded database of a fresh data directory. */
const facturar = (...args: string[]) => runFacturarBin(args, { env: { DATA_DIR: dataDir } });

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'facturar-cli-data-'));
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('facturar migrate and seed on the embedded database', () => {
  it('applies every migration to a new database, and then finds nothing to do', () => {
    const first = facturar('migrate');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(
      `✔ Migraciones aplicadas en PGlite en ${dataDir}: 0001_foundation, 0002_resources`,
    );
    expect(facturar('migrate').stdout).toBe(`✔ La base de datos ya estaba al día (PGlite en ${dataDir}).\n`);
  });

  it('loads the demo data once and prints the demo logins each time', () => {
    const first = facturar('seed');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`✔ Datos de demostración cargados (PGlite en ${dataDir}).`);
    for (const user of [
      'admin@facturar.test',
      'partner@facturar.test',
      'adm@demo.facturar.test',
      'int@demo.facturar.test',
    ]) {
      expect(first.stdout).toContain(`${user}  /  Facturar2026!`);
    }
    const second = facturar('seed');
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('✔ Los datos de demostración ya estaban cargados');
  });

  it('leaves alone a data directory another process holds', () => {
    // The lock names a live process (this test's), as a running `npm start` would.
    writeFileSync(join(dataDir, 'facturar.lock'), String(process.pid));
    try {
      const run = facturar('migrate');
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(
        `facturar: La carpeta de datos ${dataDir} está en uso por otro proceso (¿está corriendo npm start?). ` +
          'Deténgalo o indique otra carpeta con DATA_DIR.\n',
      );
    } finally {
      rmSync(join(dataDir, 'facturar.lock'));
    }
  });

  it('archives only a month over a year old, and says why not in Spanish', () => {
    const recent = new Date().toISOString().slice(0, 7);
    const run = facturar('documents', 'archive', recent);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `^facturar: ${recent} aún no se archiva: solo los meses que terminaron hace más de 12 meses`,
      ),
    );
    const typo = facturar('documents', 'archive', '2025/03');
    expect(typo.status).toBe(1);
    expect(typo.stderr).toBe('facturar: "2025/03" no es un mes: escríbalo AAAA-MM (por ejemplo 2026-03).\n');
    const beforePartitions = facturar('documents', 'archive', '2025-03');
    expect(beforePartitions.stderr).toContain('2025-03 no tiene una partición propia');
    expect(facturar('documents', 'restore', '2025-03').stderr).toBe(
      'facturar: 2025-03 no está en el archivo.\n',
    );
  });
});
