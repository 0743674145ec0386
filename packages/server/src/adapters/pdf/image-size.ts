/**
 * The most pixels an uploaded image may have (ADR 0068): 4 megapixels (e.g. 2,000 × 2,000) is far beyond
 * what a logo printed at 180 × 64 points or shown on the home page needs, and decoding it costs at most
 * 16 MB of RGBA. A PNG of 8,000 × 8,000 compresses to 250 KB and decodes to 256 MB.
 */
export const MAX_IMAGE_PIXELS = 4_000_000;

export type ImageSize = { readonly width: number; readonly height: number };

/**
 * The dimensions a PNG (its IHDR) or a JPEG (its first SOF segment) declares, read from the headers
 * without decoding anything; undefined when they cannot be found.
 */
export function readImageSize(data: Buffer): ImageSize | undefined {
  if (isPng(data)) {
    // Signature (8), IHDR length (4) and type (4), then width and height (4 each).
    if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (isJpeg(data)) return readJpegSize(data);
  return undefined;
}

export function isPng(data: Buffer): boolean {
  return data.length > 8 && data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47;
}

export function isJpeg(data: Buffer): boolean {
  return data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
}

// SOF0–SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function readJpegSize(data: Buffer): ImageSize | undefined {
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = data.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > data.length) return undefined;
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    if (marker === 0xda || length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

/** True when the image declares no more than MAX_IMAGE_PIXELS (and at least one). */
export function isWithinPixelBudget(size: ImageSize): boolean {
  return size.width > 0 && size.height > 0 && size.width * size.height <= MAX_IMAGE_PIXELS;
}
