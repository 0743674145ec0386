import { createQrWithBestMask } from './qr-best-mask.ts';

/** A QR symbol as PDF path operators in module units (origin top-left, one unit per module). */
export type QrSymbol = { modules: number; path: string };

// The same document is often printed more than once (preview, download, e-mail); encoding its QR
// (mask selection over eight patterns) costs more than drawing it.
const CACHE_LIMIT = 512;
const cache = new Map<string, QrSymbol>();

/**
 * The QR of a CAFE, error correction M, as filled rectangles: vector modules stay sharp at any zoom and on
 * thermal printers, and cost less than embedding a PNG per document.
 */
export function buildQrSymbol(text: string): QrSymbol {
  const cached = cache.get(text);
  if (cached) {
    cache.delete(text);
    cache.set(text, cached);
    return cached;
  }
  // One byte segment: the DGI URL is byte data anyway, and qrcode's automatic segmentation costs more than the rest.
  const symbol = drawModules(createQrWithBestMask([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], 'M'));
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(text, symbol);
  return symbol;
}

/** Dark runs of each row become rectangles; a run repeated on the next rows grows down instead. */
function drawModules(matrix: { size: number; data: Uint8Array }): QrSymbol {
  const { size, data } = matrix;
  const operators: string[] = [];
  let open = new Map<number, { x: number; y: number; width: number; height: number }>();
  const close = (run: { x: number; y: number; width: number; height: number }) =>
    operators.push(`${run.x} ${run.y} ${run.width} ${run.height} re`);

  for (let y = 0; y < size; y++) {
    const next = new Map<number, { x: number; y: number; width: number; height: number }>();
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      const key = start * (size + 1) + (x - start);
      const above = open.get(key);
      if (above) {
        above.height++;
        open.delete(key);
        next.set(key, above);
      } else {
        next.set(key, { x: start, y, width: x - start, height: 1 });
      }
    }
    for (const run of open.values()) close(run);
    open = next;
  }
  for (const run of open.values()) close(run);
  return { modules: size, path: operators.join('\n') };
}
