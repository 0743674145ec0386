import { readFile, readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHEMA_PATH,
  GENERATED_DIR,
  renderCatalogueFiles,
} from '../../../../scripts/generate-catalogues.ts';

async function readCommittedFiles(): Promise<Map<string, string>> {
  const names = (await readdir(GENERATED_DIR)).sort();
  const files = new Map<string, string>();
  for (const name of names) files.set(name, await readFile(resolve(GENERATED_DIR, name), 'utf8'));
  return files;
}

// Rendering formats every module with Prettier (about a second alone, more on a busy 2-core machine).
describe('catalogues generated from the DGI schema', { timeout: 30_000 }, () => {
  it('are committed exactly as the schema generates them today', async () => {
    const schema = await readFile(DEFAULT_SCHEMA_PATH, 'utf8');
    const rendered = await renderCatalogueFiles(schema);
    const committed = await readCommittedFiles();

    expect([...committed.keys()]).toEqual(rendered.map((file) => file.fileName).sort());
    for (const file of rendered) {
      expect(
        committed.get(file.fileName),
        `${file.fileName} is stale: run node scripts/generate-catalogues.ts`,
      ).toBe(file.content);
    }
  });

  it('notice a replaced schema that renames a corregimiento', async () => {
    const schema = await readFile(DEFAULT_SCHEMA_PATH, 'utf8');
    const replaced = schema.replace('PANAMA-PANAMA-BELLA VISTA', 'PANAMA-PANAMA-BELLA VISTA NUEVA');
    const rendered = await renderCatalogueFiles(replaced);
    const committed = await readCommittedFiles();

    const corregimientos = rendered.find((file) => file.fileName === 'corregimientos-catalogue.ts');
    expect(corregimientos?.content).toContain("nombre: 'BELLA VISTA NUEVA'");
    expect(corregimientos?.content).not.toBe(committed.get('corregimientos-catalogue.ts'));
  });

  it('refuse a schema that lost one of the catalogues', async () => {
    const schema = await readFile(DEFAULT_SCHEMA_PATH, 'utf8');
    const withoutCurrencies = schema.replace('name="monedasType"', 'name="otherType"');

    await expect(renderCatalogueFiles(withoutCurrencies)).rejects.toMatchObject({
      code: 'SCHEMA_CATALOGUE_INVALID',
      message: expect.stringContaining('monedasType'),
    });
  });
});
