/**
 * The RUC check digit (DV) as the DGI's "Algoritmo para el cálculo del dígito verificador" (version
 * 201805) describes it, written for the sandbox from that document alone: the RUC is laid out as a
 * 20-digit table (RUCTB) in which letters are recoded, then two mod-11 digits are computed over it, the
 * second one over the table plus the first digit.
 */

/** 1 natural person, 2 juridical person (dTipoRuc). The same text can give different digits. */
export type TaxpayerType = 1 | 2;

// Old juridical RUCs (tomo below 50000) recode positions 6-7 through this cross-reference table.
const OLD_FORMAT_CROSS_REFERENCE: Readonly<Record<string, string>> = {
  '00': '00',
  '10': '01',
  '11': '02',
  '12': '03',
  '13': '04',
  '14': '05',
  '15': '06',
  '16': '07',
  '17': '08',
  '18': '09',
  '19': '01',
  '20': '02',
  '21': '03',
  '22': '04',
  '23': '07',
  '24': '08',
  '25': '09',
  '26': '02',
  '27': '03',
  '28': '04',
  '29': '05',
  '30': '06',
  '31': '07',
  '32': '08',
  '33': '09',
  '34': '01',
  '35': '02',
  '36': '03',
  '37': '04',
  '38': '05',
  '39': '06',
  '40': '07',
  '41': '08',
  '42': '09',
  '43': '01',
  '44': '02',
  '45': '03',
  '46': '04',
  '47': '05',
  '48': '06',
  '49': '07',
};

// The letters of a natural person's RUC become two digits of the table.
const LETTER_CODES: Readonly<Record<string, string>> = {
  '': '00',
  E: '50',
  N: '40',
  PE: '75',
  PI: '79',
  AV: '15',
  NT: '43',
};

const NATURAL_MARKER = '5';
const TABLE_LENGTH = 20;

type RucTable = { digits: string; isOldFormat: boolean };

/**
 * The two-digit DV of a RUC, or undefined when the text is not a RUC layout the algorithm knows.
 * Examples from the DGI: `8-274-125` (natural) → `91`, `10102-64-103462` (juridical, old) → `30`.
 */
export function computeRucCheckDigit(ruc: string, type: TaxpayerType): string | undefined {
  const table = buildRucTable(ruc.trim().toUpperCase(), type);
  if (!table) return undefined;
  const first = checkDigitOver(table.digits, table.isOldFormat);
  const second = checkDigitOver(table.digits + String(first), table.isOldFormat);
  return `${first}${second}`;
}

/** Whether `dv` is the RUC's check digit for that taxpayer type. */
export function hasValidCheckDigit(ruc: string, type: TaxpayerType, dv: string): boolean {
  return computeRucCheckDigit(ruc, type) === dv;
}

function buildRucTable(ruc: string, type: TaxpayerType): RucTable | undefined {
  const segments = ruc.split('-');
  if (segments.some((segment) => segment === '')) return undefined;
  if (segments.length === 4 && segments[1] === 'NT') return buildTaxNumberTable(segments, type);
  return type === 1 ? buildNaturalTable(segments) : buildJuridicalTable(segments);
}

/** NT: province-NT-tomo-asiento; a natural person's table carries the N marker, an institution's not. */
function buildTaxNumberTable(segments: string[], type: TaxpayerType): RucTable | undefined {
  const [province, , tomo, asiento] = segments;
  if (!isDigits(province, 1, 2) || !isDigits(tomo, 1, 3) || !isDigits(asiento, 1, 7)) return undefined;
  // The DGI computes seven-digit asientos of NT numbers over their first five digits.
  const seat = asiento.length === 7 ? asiento.slice(0, 5) : asiento;
  const body = pad(province, 2) + LETTER_CODES.NT + pad(tomo, 3) + pad(seat, 5);
  return fitTable(type === 1 ? NATURAL_MARKER + body : body, false);
}

/** Natural person: [province][letters]-tomo-asiento, or province-letters-tomo-asiento (AV, PI). */
function buildNaturalTable(segments: string[]): RucTable | undefined {
  let head: string;
  let tomo: string | undefined;
  let asiento: string | undefined;
  if (segments.length === 4) {
    const [province, letters] = segments;
    head = `${province}${letters}`;
    [, , tomo, asiento] = segments;
  } else if (segments.length === 3) {
    [head = '', tomo, asiento] = segments;
  } else {
    return undefined;
  }
  const match = /^([0-9]{0,2})(E|N|PE|PI|AV)?$/.exec(head);
  if (!match || !isDigits(tomo, 1, 4) || !isDigits(asiento, 1, 6)) return undefined;
  const [, province = '', letters = ''] = match;
  if (province === '' && letters === '') return undefined;
  const letterCode = LETTER_CODES[letters];
  if (letterCode === undefined) return undefined;
  // The DGI's example 12 (E-8788-26 → 50): with a four-digit tomo and no province, the E, N and PE forms
  // are computed over the tomo and asiento alone ("solo se llega hasta el vector 11").
  if (province === '' && tomo.length === 4 && asiento.length <= 5)
    return fitTable(tomo + pad(asiento, 5), false);
  const body = NATURAL_MARKER + pad(province, 2) + letterCode + pad(tomo, 3) + pad(asiento, 5);
  return fitTable(body, false);
}

/** Juridical person: tomo (rollo, up to 10 digits)-folio (up to 4)-asiento (up to 6). */
function buildJuridicalTable(segments: string[]): RucTable | undefined {
  if (segments.length !== 3) return undefined;
  const [tomo, folio, asiento] = segments;
  if (!isDigits(tomo, 1, 10) || !isDigits(folio, 1, 4) || !isDigits(asiento, 1, 6)) return undefined;
  const digits = pad(tomo, 10) + pad(folio, 4) + pad(asiento, 6);
  const isOldFormat = digits[3] === '0' && digits[4] === '0' && (digits[5] ?? '9') < '5';
  if (!isOldFormat) return { digits, isOldFormat };
  const crossed = OLD_FORMAT_CROSS_REFERENCE[digits.slice(5, 7)] ?? digits.slice(5, 7);
  return { digits: digits.slice(0, 5) + crossed + digits.slice(7), isOldFormat };
}

/**
 * The DGI's "Rutina CALCULA DV": weights 2, 3, … from the right; in the old juridical format weight 11
 * is used twice (when it would reach 12 the first time); remainder 0 or 1 gives 0, otherwise 11 − r.
 */
function checkDigitOver(digits: string, isOldFormat: boolean): number {
  let weight = 2;
  let sum = 0;
  let isRepeatPending = isOldFormat;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    if (isRepeatPending && weight === 12) {
      weight -= 1;
      isRepeatPending = false;
    }
    sum += weight * Number(digits[index]);
    weight += 1;
  }
  const remainder = sum % 11;
  return remainder <= 1 ? 0 : 11 - remainder;
}

function fitTable(body: string, isOldFormat: boolean): RucTable | undefined {
  if (body.length > TABLE_LENGTH) return undefined;
  return { digits: pad(body, TABLE_LENGTH), isOldFormat };
}

function isDigits(text: string | undefined, minLength: number, maxLength: number): text is string {
  return text !== undefined && text.length >= minLength && text.length <= maxLength && /^[0-9]+$/.test(text);
}

function pad(text: string, length: number): string {
  return text.padStart(length, '0');
}
