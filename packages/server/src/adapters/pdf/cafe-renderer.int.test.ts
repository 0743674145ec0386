import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { FINAL_CONSUMER_NAME } from '@facturar/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRfe, type RfeView } from '../xml/index.ts';
import { CafeRenderError, listCafeTemplates, renderCafe } from './index.ts';
import { SIGNED_SAMPLE } from '../../../test/support/dgi-sample.ts';

// Rendered pages are checked the way a reader sees them: poppler-utils (pdftoppm, pdftotext, pdfinfo,
// pdfimages) turn the PDF into pictures and text, and the QR is decoded from the picture.

const SAMPLE = SIGNED_SAMPLE.toString('utf8');
// jsqr is CommonJS with its function also under `default`, which is where its types put it.
const jsQR = jsQRModule.default;
const CUFE = 'FE012000000521-136-113133-0270062022051590000008910080125781091727';
const LEGEND = 'Consulte por la clave de acceso en https://dgi-fep.mef.gob.pa/Consultas/FacturasPorCUFE';
const LETTER = '01';
const ROLL = '02';

const workDirectory = mkdtempSync(join(tmpdir(), 'cafe-'));
afterAll(() => rmSync(workDirectory, { recursive: true, force: true }));
let fileCount = 0;

function savePdf(pdf: Buffer): string {
  const file = join(workDirectory, `cafe-${++fileCount}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** The text as laid out on the page: columns side by side, for checking table rows. */
function extractText(pdf: Buffer, page?: number): string {
  const pages = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return execFileSync('pdftotext', ['-layout', ...pages, savePdf(pdf), '-'], { encoding: 'utf8' });
}

/** The text in the order it was written, line breaks as spaces, for phrases that wrap. */
function extractPhrases(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-raw', savePdf(pdf), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** The text with all whitespace removed, for values a narrow roll breaks inside (the CUFE). */
function extractCompactText(pdf: Buffer): string {
  return extractText(pdf).replace(/\s+/g, '');
}

function countPages(pdf: Buffer): number {
  const info = execFileSync('pdfinfo', [savePdf(pdf)], { encoding: 'utf8' });
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
}

function pageSizes(pdf: Buffer): string[] {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '999', savePdf(pdf)], { encoding: 'utf8' });
  return [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+ x [\d.]+) pts/g)].map((match) => match[1]!);
}

/** Renders a page to PNG at `dpi` and decodes the QR found on it. */
function decodeQr(pdf: Buffer, page = 1, dpi = 150): string | undefined {
  const file = savePdf(pdf);
  const prefix = file.replace(/\.pdf$/, `-page-${page}`);
  execFileSync('pdftoppm', [
    '-png',
    '-singlefile',
    '-r',
    String(dpi),
    '-f',
    String(page),
    '-l',
    String(page),
    file,
    prefix,
  ]);
  const image = PNG.sync.read(readFileSync(`${prefix}.png`));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

function sampleWith(changes: (xml: string) => string): RfeView {
  return parseRfe(changes(SAMPLE));
}

/** The sample's first item repeated `count` times, each with its own description. */
function sampleWithItems(count: number, description: (index: number) => string): RfeView {
  const item = /<gItem>[\s\S]*?<\/gItem>/.exec(SAMPLE)![0];
  const items = Array.from({ length: count }, (_, index) =>
    item
      .replace('<dSecItem>001</dSecItem>', `<dSecItem>${String(index + 1).padStart(3, '0')}</dSecItem>`)
      .replace('Agua embotellada individual 300ml', description(index)),
  ).join('');
  return sampleWith((xml) =>
    xml
      .replace(/<gItem>[\s\S]*<\/gItem>/, items)
      .replace('<dNroItems>12</dNroItems>', `<dNroItems>${count}</dNroItems>`),
  );
}

function pngLogo(width: number, height: number): Buffer {
  const logo = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4;
      const isInk = x > width * 0.1 && x < width * 0.9 && y > height * 0.2 && y < height * 0.8;
      logo.data.set(isInk ? [10, 77, 140, 255] : [255, 255, 255, 0], index);
    }
  }
  return PNG.sync.write(logo);
}

describe('the CAFE of the DGI sample document', () => {
  const view = parseRfe(SAMPLE);

  for (const template of listCafeTemplates()) {
    it(`prints the '${template.nombre}' template with a QR that opens the document's DGI page`, async () => {
      const pdf = await renderCafe(view, { template: template.codigo });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(decodeQr(pdf)).toBe(view.qrUrl);
    });
  }

  it('shows on letter paper the title, the document, the parties, the items and the totals', async () => {
    const pdf = await renderCafe(view, { template: LETTER });
    const text = extractPhrases(pdf);
    for (const expected of [
      'Comprobante Auxiliar de Factura Electrónica',
      'Factura de Operación Interna',
      'N.º 7006-008-9000000891',
      'Fecha de emisión: 15/05/2022 01:00:00',
      'RUC 521-136-113133 DV 02',
      'PRUEBA Operación Interna',
      '6-67-5306',
      'Consumidor final',
      'MANTEQUILLA DE ALMENDRAS ORGÁNICA',
      'JABÓN EN POLVO 1kg',
      'Bolsas de Jardinería 9 Litros 20 unidades',
      'Tarjeta de débito',
      'Descuento de compra',
      'B/. 685.66',
      '645.57',
      '45.09',
      '643.82',
      LEGEND,
      `CUFE: ${CUFE}`,
      'Pendiente de autorización',
      'Documento emitido en ambiente de pruebas: sin valor comercial ni fiscal.',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    const table = extractText(pdf);
    expect(table).toMatch(
      /4\s+P000029728\s+MANTEQUILLA DE ALMENDRAS ORGÁNICA\s+35\.00\s+0\.33\s+0\.00\s+11\.55\s+7\s?%\s+0\.81\s+12\.36/,
    );
    expect(table).toMatch(/Exento\s+1\.75\s+0\.00/);
    expect(table).toMatch(/7\s?%\s+643\.82\s+45\.09/);
  });

  it('shows the same on the 80 mm roll, one page as tall as its content', async () => {
    const pdf = await renderCafe(view, { template: ROLL });
    const text = extractCompactText(pdf);
    for (const expected of [
      'ComprobanteAuxiliardeFacturaElectrónica',
      'FacturadeOperaciónInterna',
      'MANTEQUILLADEALMENDRASORGÁNICA',
      'B/.685.66',
      LEGEND.replace(/\s+/g, ''),
      CUFE,
      'Pendientedeautorización',
    ]) {
      expect(text).toContain(expected);
    }
    const [size] = pageSizes(pdf);
    expect(countPages(pdf)).toBe(1);
    expect(size).toMatch(/^226\.77\d* x /);
    expect(Number(size!.split(' x ')[1])).toBeGreaterThan(500);
  });

  it('prints the authorisation protocol once the PAC has authorised the document', async () => {
    const protocol = { number: '20220515000000000123', date: '2022-05-15T01:00:05-05:00' };
    for (const template of [LETTER, ROLL]) {
      const text = extractPhrases(await renderCafe(view, { template, protocol }));
      expect(text).toContain('Protocolo de autorización: 20220515000000000123, de 15/05/2022 01:00:05');
      expect(text).not.toContain('Pendiente de autorización');
    }
  });

  it('refuses an unknown template with the Spanish message', async () => {
    await expect(renderCafe(view, { template: '99' })).rejects.toThrow(CafeRenderError);
    await expect(renderCafe(view, { template: '99' })).rejects.toThrow('La plantilla indicada no existe.');
  });
});

describe('documents that are not the plain case', () => {
  it('says that a contingency document is pending authorisation, with its date and reason', async () => {
    const view = sampleWith((xml) =>
      xml.replace(
        '<iTpEmis>01</iTpEmis>',
        '<iTpEmis>02</iTpEmis><dFechaCont>2022-05-15T00:30:00-05:00</dFechaCont><dMotCont>Servicio del PAC no disponible</dMotCont>',
      ),
    );
    for (const template of [LETTER, ROLL]) {
      const text = extractPhrases(await renderCafe(view, { template }));
      expect(text).toContain(
        'Documento emitido en contingencia desde el 15/05/2022 00:30:00. Motivo: Servicio del PAC no disponible',
      );
      expect(text).toContain(
        'Pendiente de autorización: documento emitido en contingencia, aún no autorizado por la DGI.',
      );
      expect(text).toContain('Autorización de uso previa, operación en contingencia');
    }
  });

  it('names a final consumer who gave no name as the lists do, CONSUMIDOR FINAL', async () => {
    const view = sampleWith((xml) => xml.replace(/<dNombRec>[^<]*<\/dNombRec>/, ''));
    for (const template of [LETTER, ROLL]) {
      const text = extractPhrases(await renderCafe(view, { template }));
      expect(text).toContain(FINAL_CONSUMER_NAME);
      expect(text).toContain('Consumidor final');
    }
  });

  it('prints every Spanish glyph of the text as it was written', async () => {
    const spanish = '¿Señal ÁÉÍÓÚ áéíóú Ññ Üü? ¡Sí! 90° «año»';
    const view = sampleWith((xml) => xml.replace('Tostadora negra', spanish));
    for (const template of [LETTER, ROLL]) {
      expect(extractPhrases(await renderCafe(view, { template }))).toContain(spanish);
    }
  });

  it('wraps a 500-character description inside its column', async () => {
    const words = Array.from({ length: 60 }, (_, index) => `palabra${index}`)
      .join(' ')
      .slice(0, 500);
    const view = sampleWithItems(3, (index) => (index === 1 ? words : `Artículo ${index}`));
    for (const template of [LETTER, ROLL]) {
      const pdf = await renderCafe(view, { template });
      const lines = extractText(pdf)
        .split('\n')
        .filter((line) => line.includes('palabra'));
      expect(lines.length).toBeGreaterThan(3);
      expect(extractPhrases(pdf)).toContain(words);
    }
  });

  it('runs 1000 items over letter pages, repeating the table header, with the totals and QR at the end', async () => {
    const view = sampleWithItems(1000, (index) => `Producto número ${index + 1}`);
    const pdf = await renderCafe(view, { template: LETTER });
    const pages = countPages(pdf);
    expect(pages).toBeGreaterThan(20);
    const second = extractText(pdf, 2);
    expect(second).toContain('(continuación)');
    expect(second).toMatch(/N\.º\s+Código\s+Descripción\s+Cantidad/);
    const last = extractText(pdf, pages);
    expect(last).toContain('Producto número 1000');
    expect(last).toContain(`Página ${pages} de ${pages}`);
    expect(last).toContain('B/. 685.66');
    expect(decodeQr(pdf, pages)).toBe(view.qrUrl);
  });

  it('prints 1000 items on the roll, continuing on a new page where a page would be too tall to open', async () => {
    const view = sampleWithItems(1000, (index) => `Producto número ${index + 1}`);
    const pdf = await renderCafe(view, { template: ROLL });
    const sizes = pageSizes(pdf);
    expect(sizes.length).toBeGreaterThan(1);
    for (const size of sizes) expect(Number(size.split(' x ')[1])).toBeLessThanOrEqual(14_400);
    const text = extractText(pdf);
    expect(text).toContain('Producto número 1');
    expect(text).toContain('Producto número 1000');
    expect(decodeQr(pdf, sizes.length, 100)).toBe(view.qrUrl);
  });

  it('prints an unsigned preview without a QR', async () => {
    const view = sampleWith((xml) => xml.replace(/<Signature[\s\S]*<\/gNoFirm>/, ''));
    const pdf = await renderCafe(view, { template: LETTER });
    expect(extractText(pdf)).toContain(CUFE);
    expect(decodeQr(pdf)).toBeUndefined();
  });
});

describe('the company logo (logoCafe)', () => {
  const view = parseRfe(SAMPLE);

  function listImages(pdf: Buffer): string[] {
    const listing = execFileSync('pdfimages', ['-list', savePdf(pdf)], { encoding: 'utf8' });
    return listing
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '');
  }

  it('prints a transparent PNG logo on both templates, reduced to the size it is shown at', async () => {
    const logo = pngLogo(2400, 800);
    for (const template of [LETTER, ROLL]) {
      const pdf = await renderCafe(view, { template, logo });
      const images = listImages(pdf);
      expect(images).toHaveLength(1);
      const [, , , width, height] = images[0]!.trim().split(/\s+/);
      expect(Number(width)).toBeLessThanOrEqual(750);
      expect(Number(height)).toBeLessThanOrEqual(270);
      expect(decodeQr(pdf)).toBe(view.qrUrl);
    }
  });

  it('prints a JPEG logo as it is', async () => {
    const source = savePdf(await renderCafe(view, { template: LETTER }));
    execFileSync('pdftoppm', ['-jpeg', '-r', '20', '-singlefile', source, source]);
    const jpeg = readFileSync(`${source}.jpg`);
    const pdf = await renderCafe(view, { template: LETTER, logo: jpeg });
    expect(listImages(pdf)[0]).toMatch(/jpeg/);
  });

  it('leaves out a logo that is not a readable image instead of failing the fiscal document', async () => {
    const broken = Buffer.concat([pngLogo(10, 10).subarray(0, 40), Buffer.from('not the rest of a PNG')]);
    for (const logo of [broken, Buffer.from('GIF89a not supported')]) {
      const pdf = await renderCafe(view, { template: LETTER, logo });
      expect(listImages(pdf)).toHaveLength(0);
      expect(extractPhrases(pdf)).toContain('Comprobante Auxiliar de Factura Electrónica');
    }
  });
});
