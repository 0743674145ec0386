import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { StreamingZipWriter } from './streaming-zip-writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'facturar-zip-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A writer into a file of its own, with a work folder of its own. */
function writerTo(name: string) {
  const path = join(dir, name);
  const workDir = mkdtempSync(join(dir, 'work-'));
  return { path, zip: new StreamingZipWriter(createWriteStream(path), workDir, new Date()) };
}

async function* chunksOf(text: string, size: number): AsyncIterable<Buffer> {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe('StreamingZipWriter', () => {
  it('writes entries that unzip reads back whole, a streamed one included, with UTF-8 names', async () => {
    const { path, zip } = writerTo('small.zip');
    const xml = '<rFE><dNombEm>Distribuidora del Canal, S.A.</dNombEm></rFE>'.repeat(50);
    const manifest =
      '\uFEFFNúmero,Tipo\r\n' + '001-001-0000000001,Factura de Operación Interna\r\n'.repeat(5_000);
    await zip.addFile('xml/FE01.xml', Buffer.from(xml, 'utf8'));
    await zip.addFile('cafe/año.pdf', Buffer.alloc(0));
    await zip.addStream('manifiesto.csv', chunksOf(manifest, 4_096));
    await zip.finish();
    await zip.close();

    expect(() => execFileSync('unzip', ['-tq', path])).not.toThrow();
    expect(execFileSync('zipinfo', ['-1', path], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'xml/FE01.xml',
      'cafe/año.pdf',
      'manifiesto.csv',
    ]);
    expect(execFileSync('unzip', ['-p', path, 'xml/FE01.xml'], { encoding: 'utf8' })).toBe(xml);
    expect(execFileSync('unzip', ['-p', path, 'manifiesto.csv'], { encoding: 'utf8' })).toBe(manifest);
  });

  it('adds the ZIP64 records past 65,534 entries, and the ZIP still opens', async () => {
    const { path, zip } = writerTo('many.zip');
    const entries = 65_600;
    for (let index = 0; index < entries; index += 1) {
      await zip.addFile(`f/${index}.txt`, Buffer.from(String(index)));
    }
    await zip.finish();
    await zip.close();

    expect(() => execFileSync('unzip', ['-tq', path])).not.toThrow();
    const names = execFileSync('zipinfo', ['-1', path], { encoding: 'utf8', maxBuffer: 1 << 24 })
      .trim()
      .split('\n');
    expect(names).toHaveLength(entries);
    expect(names.at(-1)).toBe(`f/${entries - 1}.txt`);
    expect(execFileSync('unzip', ['-p', path, 'f/65599.txt'], { encoding: 'utf8' })).toBe('65599');
  }, 120_000);

  it('stops with an error when its reader goes away mid-ZIP, instead of waiting for it', async () => {
    const output = new PassThrough({ highWaterMark: 1_024 });
    const zip = new StreamingZipWriter(output, mkdtempSync(join(dir, 'work-')), new Date());
    const writing = (async () => {
      for (let entry = 0; entry < 1_000; entry += 1) {
        await zip.addFile(`cafe/${entry}.pdf`, randomBytes(64 * 1_024));
      }
    })();
    output.once('data', () => output.destroy());
    await expect(writing).rejects.toThrow(/closed before the ZIP was finished/);
    await zip.close();
  });
});
