import QRCode, { type QRCodeSegment } from 'qrcode';

/** A finished QR symbol: `size` × `size` modules, row by row, 1 for dark. */
export type QrMatrix = { size: number; data: Uint8Array; mask: number };

/**
 * The qrcode package picks the mask pattern (ISO/IEC 18004 §7.8.3) by masking its matrix eight times
 * through per-module method calls, which is most of the time it takes for a CAFE-sized symbol (version 17,
 * 85 × 85). This encodes once with mask 0, derives the seven other maskings from it with precomputed
 * tables, and scores them with the same penalty rules on plain arrays: the same symbol the package would
 * produce, in about half the time.
 */
export function createQrWithBestMask(segments: QRCodeSegment[], level: QrLevel): QrMatrix {
  const first = QRCode.create(segments, { errorCorrectionLevel: level, maskPattern: 0 });
  const { size, data, reservedBit } = first.modules;
  const masks = maskTables(size, reservedBit);
  let candidate = new Uint8Array(size * size);
  let best: QrMatrix = { size, data, mask: 0 };
  let lowest = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 8; mask++) {
    const change = masks[mask]!;
    for (let index = 0; index < candidate.length; index++) candidate[index] = data[index]! ^ change[index]!;
    writeFormatInfo(candidate, size, formatBits(level, mask));
    const penalty = scorePenalty(candidate, size, lowest);
    if (penalty < lowest) {
      lowest = penalty;
      best = { size, data: candidate, mask };
      candidate = new Uint8Array(size * size);
    }
  }
  return best;
}

const maskTablesBySize = new Map<number, Uint8Array[]>();

/**
 * For each mask, which modules differ from mask 0 (outside the function patterns): XORing them into a
 * symbol masked with 0 gives the symbol masked with that mask. Depends only on the symbol size.
 */
function maskTables(size: number, reserved: Uint8Array): Uint8Array[] {
  let tables = maskTablesBySize.get(size);
  if (!tables) {
    tables = [];
    for (let mask = 0; mask < 8; mask++) {
      const table = new Uint8Array(size * size);
      for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) {
          const index = row * size + col;
          if (!reserved[index] && isMasked(0, row, col) !== isMasked(mask, row, col)) table[index] = 1;
        }
      }
      tables.push(table);
    }
    maskTablesBySize.set(size, tables);
  }
  return tables;
}

function isMasked(mask: number, i: number, j: number): boolean {
  switch (mask) {
    case 0:
      return (i + j) % 2 === 0;
    case 1:
      return i % 2 === 0;
    case 2:
      return j % 3 === 0;
    case 3:
      return (i + j) % 3 === 0;
    case 4:
      return (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0;
    case 5:
      return ((i * j) % 2) + ((i * j) % 3) === 0;
    case 6:
      return (((i * j) % 2) + ((i * j) % 3)) % 2 === 0;
    default:
      return (((i * j) % 3) + ((i + j) % 2)) % 2 === 0;
  }
}

const LEVEL_BITS = { L: 1, M: 0, Q: 3, H: 2 } as const;
export type QrLevel = keyof typeof LEVEL_BITS;
const FORMAT_GENERATOR = 0x537;
const FORMAT_XOR = 0x5412;

/** The 15-bit format information: level and mask, BCH(15,5) protected. */
function formatBits(level: QrLevel, mask: number): number {
  const value = (LEVEL_BITS[level] << 3) | mask;
  let remainder = value << 10;
  for (let bit = 14; bit >= 10; bit--) {
    if (remainder & (1 << bit)) remainder ^= FORMAT_GENERATOR << (bit - 10);
  }
  return ((value << 10) | remainder) ^ FORMAT_XOR;
}

function writeFormatInfo(modules: Uint8Array, size: number, bits: number): void {
  const set = (row: number, col: number, value: number) => {
    modules[row * size + col] = value;
  };
  for (let i = 0; i < 15; i++) {
    const bit = (bits >> i) & 1;
    if (i < 6) set(i, 8, bit);
    else if (i < 8) set(i + 1, 8, bit);
    else set(size - 15 + i, 8, bit);
    if (i < 8) set(8, size - i - 1, bit);
    else if (i < 9) set(8, 15 - i, bit);
    else set(8, 14 - i, bit);
  }
  set(size - 8, 8, 1);
}

/**
 * Penalty rules N1 to N4, as the qrcode package scores them. Stops early once the score reaches `limit`:
 * that mask has lost already.
 */
function scorePenalty(modules: Uint8Array, size: number, limit: number): number {
  let blocks = 0;
  let dark = 0;
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const index = row * size + col;
      dark += modules[index]!;
      if (row < size - 1 && col < size - 1) {
        const sum =
          modules[index]! + modules[index + 1]! + modules[index + size]! + modules[index + size + 1]!;
        if (sum === 0 || sum === 4) blocks++;
      }
    }
  }
  let penalty = blocks * 3 + Math.abs(Math.ceil((dark * 100) / modules.length / 5) - 10) * 10;
  for (let line = 0; line < size && penalty < limit; line++) {
    let rowRun = 0;
    let colRun = 0;
    let rowLast = -1;
    let colLast = -1;
    let rowBits = 0;
    let colBits = 0;
    for (let step = 0; step < size; step++) {
      const inRow = modules[line * size + step]!;
      const inCol = modules[step * size + line]!;
      if (inRow === rowLast) rowRun++;
      else {
        if (rowRun >= 5) penalty += rowRun - 2;
        rowLast = inRow;
        rowRun = 1;
      }
      if (inCol === colLast) colRun++;
      else {
        if (colRun >= 5) penalty += colRun - 2;
        colLast = inCol;
        colRun = 1;
      }
      rowBits = ((rowBits << 1) & 0x7ff) | inRow;
      colBits = ((colBits << 1) & 0x7ff) | inCol;
      if (step >= 10 && (rowBits === 0x5d0 || rowBits === 0x05d)) penalty += 40;
      if (step >= 10 && (colBits === 0x5d0 || colBits === 0x05d)) penalty += 40;
    }
    if (rowRun >= 5) penalty += rowRun - 2;
    if (colRun >= 5) penalty += colRun - 2;
  }
  return penalty;
}
