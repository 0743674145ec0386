import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RfeParseError } from '../xml/index.ts';
import { SIGNED_SAMPLE } from '../../../test/support/dgi-sample.ts';
import { CafeRenderError, createCafeRenderer } from './index.ts';

const SAMPLE = SIGNED_SAMPLE.toString('utf8');
const CUFE = 'FE012000000521-136-113133-0270062022051590000008910080125781091727';
const workDirectory = mkdtempSync(join(tmpdir(), 'cafe-pool-'));
afterAll(() => rmSync(workDirectory, { recursive: true, force: true }));

/** What a reader of the PDF sees (poppler's pdftotext). */
function readText(pdf: Buffer, name: string): string {
  const file = join(workDirectory, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('the CAFE printer', () => {
  it('prints on its threads what the event loop would print, many at once, then stops them', async () => {
    const threads = createCafeRenderer({ threads: 2 });
    const inline = createCafeRenderer({ threads: 0 });
    try {
      const [fromThreads, fromLoop] = await Promise.all([
        Promise.all(Array.from({ length: 6 }, () => threads.render({ xml: SAMPLE }))),
        inline.render({ xml: SAMPLE, cancelledAt: '05-12-2026 10:00' }),
      ]);
      for (const [index, { pdf, summary }] of fromThreads.entries()) {
        expect(summary).toEqual({
          issuer: expect.any(String) as string,
          number: expect.stringMatching(/^\d{4}-\d{3}-\d{10}$/) as string,
          typeCode: '01',
        });
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(readText(pdf, `thread-${index}`).replace(/\s/g, '')).toContain(CUFE);
      }
      expect(readText(fromLoop.pdf, 'loop')).toContain('ANULADO');
      const roll = await threads.render({ xml: SAMPLE, template: '02', cancelledAt: '05-12-2026 10:00' });
      expect(readText(roll.pdf, 'roll')).toContain('ANULADO');
    } finally {
      await threads.close();
    }
    await expect(threads.render({ xml: SAMPLE })).rejects.toThrow('closed');
  });

  it("reports the parser's and the renderer's errors as their own types, and goes on", async () => {
    const printer = createCafeRenderer({ threads: 1 });
    try {
      const unreadable = await printer.render({ xml: '<rFE><unclosed>' }).catch((error: unknown) => error);
      expect(unreadable).toBeInstanceOf(RfeParseError);
      expect((unreadable as RfeParseError).code).toBe('XML_MALFORMED');
      const unknown = await printer.render({ xml: SAMPLE, template: '99' }).catch((error: unknown) => error);
      expect(unknown).toBeInstanceOf(CafeRenderError);
      expect((unknown as CafeRenderError).code).toBe('TEMPLATE_NOT_FOUND');
      expect((await printer.render({ xml: SAMPLE })).pdf.length).toBeGreaterThan(10_000);
    } finally {
      await printer.close();
    }
  });
});
