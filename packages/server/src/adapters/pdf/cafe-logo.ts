import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import { isJpeg, isPng, isWithinPixelBudget, readImageSize } from './image-size.ts';

/**
 * The largest logo kept, in pixels: the CAFE prints it at most 180 × 64 points, so this is about 300 dpi.
 * Larger uploads are reduced once instead of being copied whole into every PDF.
 */
const MAX_LOGO_WIDTH = 750;
const MAX_LOGO_HEIGHT = 270;
const CACHE_LIMIT = 64;
const WHITE = { red: 255, green: 255, blue: 255 };

const prepared = new Map<string, Buffer | undefined>();

/**
 * Turns a company logo into what pdfkit embeds without decoding it: a JPEG as it is, a PNG flattened on
 * white into plain 8-bit RGB. pdfkit decodes a transparent PNG on every document, asynchronously, and
 * a corrupt one throws outside any caller's reach; here it is decoded once, and a logo that cannot be
 * read is left out (`undefined`): the fiscal document prints without it.
 */
export function prepareLogo(data: Buffer | undefined): Buffer | undefined {
  if (!data) return undefined;
  if (isJpeg(data)) return data;
  if (!isPng(data)) return undefined;
  const key = createHash('sha256').update(data).digest('base64');
  if (prepared.has(key)) return prepared.get(key);
  const logo = flattenPng(data);
  if (prepared.size >= CACHE_LIMIT) prepared.delete(prepared.keys().next().value!);
  prepared.set(key, logo);
  return logo;
}

function flattenPng(data: Buffer): Buffer | undefined {
  // A logo stored before the upload checked its size is never decoded beyond the budget.
  const size = readImageSize(data);
  if (!size || !isWithinPixelBudget(size)) return undefined;
  try {
    const image = shrink(PNG.sync.read(data));
    return PNG.sync.write(image, { colorType: 2, inputHasAlpha: true, bgColor: WHITE });
  } catch {
    return undefined;
  }
}

/** Averages blocks of pixels (alpha-weighted) until the logo fits the largest useful size. */
function shrink(image: PNG): PNG {
  const factor = Math.ceil(Math.max(image.width / MAX_LOGO_WIDTH, image.height / MAX_LOGO_HEIGHT, 1));
  if (factor === 1) return image;
  const width = Math.max(1, Math.floor(image.width / factor));
  const height = Math.max(1, Math.floor(image.height / factor));
  const small = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let dy = 0; dy < factor; dy++) {
        for (let dx = 0; dx < factor; dx++) {
          const source = ((y * factor + dy) * image.width + (x * factor + dx)) * 4;
          const weight = image.data[source + 3]!;
          red += image.data[source]! * weight;
          green += image.data[source + 1]! * weight;
          blue += image.data[source + 2]! * weight;
          alpha += weight;
        }
      }
      const target = (y * width + x) * 4;
      small.data[target] = alpha ? Math.round(red / alpha) : 255;
      small.data[target + 1] = alpha ? Math.round(green / alpha) : 255;
      small.data[target + 2] = alpha ? Math.round(blue / alpha) : 255;
      small.data[target + 3] = Math.round(alpha / (factor * factor));
    }
  }
  return small;
}

/** The company's stored logo (base64, with or without its `data:` prefix) as the bytes the CAFE embeds. */
export function decodeStoredLogo(stored: string | null): Buffer | undefined {
  return stored ? Buffer.from(stored.replace(/^data:[^,]*,/, ''), 'base64') : undefined;
}
