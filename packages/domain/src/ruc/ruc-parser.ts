/**
 * Reads a RUC as users write it (hyphenated, as the rFE's dRuc carries it) into the parts the DGI's check
 * digit works on. The kinds and their layouts are those of the DGI's "Algoritmo para el cálculo del dígito
 * verificador (DV)", version 201805 (Calculo_Digito_Verificador_RUC.pdf, pp. 2–5): natural persons
 * (province-tomo-asiento, tomo of 3 or 4 digits), the letter kinds E, N and PE (no province), PI and AV
 * (after the province: `8PI-1-80`, or `8-PI-1-80` as the DGI schema's dRuc pattern also allows), NT
 * (`8-NT-1-24`, for natural and juridical persons), and juridical persons (three digit groups of at most
 * 10, 4 and 6 digits). The person type is an input: the same text is a different RUC for each type.
 */
import { succeed, type Failure } from '../result.ts';
import {
  juridicalRucExamples,
  naturalRucExamples,
  rucError,
  type RucError,
  type RucResult,
} from './ruc-error.ts';

export type PersonType = 'natural' | 'juridica';

/** National id (cédula), E foreigner, N naturalised, PE born abroad, PI indigenous, AV before validity, NT. */
export type RucKind =
  | 'national-id'
  | 'foreigner'
  | 'naturalised'
  | 'born-abroad'
  | 'indigenous'
  | 'before-validity'
  | 'tax-number'
  | 'legal-entity';

export type PersonRuc = {
  readonly kind: Exclude<RucKind, 'legal-entity'>;
  readonly personType: PersonType;
  readonly text: string;
  /** Empty when the RUC carries no province (E, N, PE, and NT, PI or AV written without one). */
  readonly province: string;
  readonly tomo: string;
  readonly asiento: string;
};

export type LegalEntityRuc = {
  readonly kind: 'legal-entity';
  readonly personType: 'juridica';
  readonly text: string;
  readonly parts: readonly [string, string, string];
};

export type ParsedRuc = PersonRuc | LegalEntityRuc;

const maxRucLength = 20;
const prefixKinds: Readonly<Record<string, PersonRuc['kind']>> = {
  E: 'foreigner',
  N: 'naturalised',
  PE: 'born-abroad',
};
const suffixKinds: Readonly<Record<string, PersonRuc['kind']>> = { PI: 'indigenous', AV: 'before-validity' };

function isDigits(text: string | undefined, min: number, max: number): boolean {
  return text !== undefined && text.length >= min && text.length <= max && /^[0-9]+$/.test(text);
}

function invalidFormat(personType: PersonType): Failure<RucError> {
  return personType === 'natural'
    ? rucError(
        'RUC_INVALID_FORMAT',
        `El RUC de persona natural no tiene un formato válido. Ejemplos: ${naturalRucExamples}.`,
      )
    : rucError(
        'RUC_INVALID_FORMAT',
        `El RUC de persona jurídica no tiene un formato válido. Ejemplos: ${juridicalRucExamples}.`,
      );
}

function buildPersonRuc(
  ruc: Omit<PersonRuc, 'province' | 'tomo' | 'asiento'>,
  province: string,
  tomo: string,
  asiento: string,
): RucResult<PersonRuc> {
  const isTaxNumber = ruc.kind === 'tax-number';
  if (!/^[0-9]*$/.test(tomo) || !/^[0-9]*$/.test(asiento) || !/^[0-9]*$/.test(province)) {
    return invalidFormat(ruc.personType);
  }
  if (province !== '' && !isDigits(province, 1, 2)) {
    return rucError('RUC_PROVINCE_INVALID', 'La provincia del RUC debe tener 1 o 2 dígitos.');
  }
  const maxTomo = isTaxNumber ? 3 : 4;
  if (!isDigits(tomo, 1, maxTomo)) {
    return rucError('RUC_TOMO_INVALID', `El tomo del RUC debe tener de 1 a ${maxTomo} dígitos.`);
  }
  // The DGI's document counts asientos of up to seven digits (its note on p. 24: the first five count).
  const maxAsiento = 7;
  if (!isDigits(asiento, 1, maxAsiento)) {
    return rucError('RUC_ASIENTO_INVALID', `El asiento del RUC debe tener de 1 a ${maxAsiento} dígitos.`);
  }
  return succeed({ ...ruc, province, tomo, asiento });
}

/** NT is written `8-NT-1-24`, or `NT-1-24` without province (both allowed by the DGI schema's dRuc). */
function parseTaxNumber(
  text: string,
  segments: readonly string[],
  personType: PersonType,
): RucResult<PersonRuc> | undefined {
  const base = { kind: 'tax-number', personType, text } as const;
  if (segments.length === 4 && segments[1] === 'NT') {
    return buildPersonRuc(base, segments[0] ?? '', segments[2] ?? '', segments[3] ?? '');
  }
  if (segments.length === 3 && segments[0] === 'NT') {
    return buildPersonRuc(base, '', segments[1] ?? '', segments[2] ?? '');
  }
  return undefined;
}

function parseNatural(text: string, segments: readonly string[]): RucResult<PersonRuc> {
  const taxNumber = parseTaxNumber(text, segments, 'natural');
  if (taxNumber) return taxNumber;
  const [first = '', second = '', third = '', fourth] = segments;
  if (segments.length === 4 && suffixKinds[second]) {
    return buildPersonRuc(
      { kind: suffixKinds[second], personType: 'natural', text },
      first,
      third,
      fourth ?? '',
    );
  }
  if (segments.length !== 3) return invalidFormat('natural');
  const prefixKind = prefixKinds[first];
  if (prefixKind) return buildPersonRuc({ kind: prefixKind, personType: 'natural', text }, '', second, third);
  const withSuffix = /^([0-9]*)(PI|AV)$/.exec(first);
  const suffixKind = withSuffix ? suffixKinds[withSuffix[2] ?? ''] : undefined;
  if (withSuffix && suffixKind) {
    return buildPersonRuc(
      { kind: suffixKind, personType: 'natural', text },
      withSuffix[1] ?? '',
      second,
      third,
    );
  }
  if (!/^[0-9]+$/.test(first)) return invalidFormat('natural');
  return buildPersonRuc({ kind: 'national-id', personType: 'natural', text }, first, second, third);
}

const juridicalSegmentLimits = [
  { max: 10, name: 'primera' },
  { max: 4, name: 'segunda' },
  { max: 6, name: 'tercera' },
] as const;

function parseJuridical(text: string, segments: readonly string[]): RucResult<ParsedRuc> {
  const taxNumber = parseTaxNumber(text, segments, 'juridica');
  if (taxNumber) return taxNumber;
  if (segments.length !== 3 || !segments.every((segment) => /^[0-9]+$/.test(segment))) {
    return invalidFormat('juridica');
  }
  for (const [index, limit] of juridicalSegmentLimits.entries()) {
    if ((segments[index] ?? '').length > limit.max) {
      return rucError(
        'RUC_SEGMENT_INVALID',
        `La ${limit.name} parte del RUC de persona jurídica debe tener de 1 a ${limit.max} dígitos.`,
      );
    }
  }
  const [first = '', second = '', third = ''] = segments;
  return succeed({ kind: 'legal-entity', personType: 'juridica', text, parts: [first, second, third] });
}

/** Reads a RUC; surrounding spaces are ignored and letters may be typed in lower case. Never throws. */
export function parseRuc(ruc: string, personType: PersonType): RucResult<ParsedRuc> {
  if (personType !== 'natural' && personType !== 'juridica') {
    return rucError('RUC_PERSON_TYPE_INVALID', 'El tipo de contribuyente debe ser natural o jurídico.');
  }
  const text = typeof ruc === 'string' ? ruc.trim().toUpperCase() : '';
  if (text === '') return rucError('RUC_REQUIRED', 'Ingrese el RUC, es necesario.');
  if (text.length > maxRucLength) {
    return rucError('RUC_TOO_LONG', `El RUC no puede tener más de ${maxRucLength} caracteres.`);
  }
  if (!/^[0-9A-Z-]+$/.test(text)) {
    return rucError('RUC_INVALID_CHARACTERS', 'El RUC solo puede contener números, letras y guiones.');
  }
  const segments = text.split('-');
  if (segments.some((segment) => segment === '')) return invalidFormat(personType);
  return personType === 'natural' ? parseNatural(text, segments) : parseJuridical(text, segments);
}

export function isValidRucFormat(ruc: string, personType: PersonType): boolean {
  return parseRuc(ruc, personType).ok;
}
