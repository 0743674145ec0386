import { CORREGIMIENTOS, describeLocation } from '@facturar/domain';
import {
  customerRegistrationSchema,
  customerUploadColumns as titles,
  customerUploadMessages as texts,
  type CustomerRegistrationInput,
  type CustomerUploadColumn,
  type SheetProblem,
} from '@facturar/contracts';
import type { TableRow } from '../../adapters/spreadsheet/index.ts';

export type CustomerSheetRow = TableRow<CustomerUploadColumn>;

/** A row that passed the customer rules: its sheet row and the registration the 'Nuevo Cliente' form would send. */
export type CustomerCandidate = { fila: number; registration: CustomerRegistrationInput };

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();

/** Corregimientos by the unified picker's name ('PANAMA / PANAMA / BELLA VISTA'), as the export writes them. */
let locationsByName: Map<string, string> | undefined;
function locationCode(text: string): string {
  if (/^\d+-\d+-\d+$/.test(text.trim())) return text.trim();
  locationsByName ??= new Map(
    CORREGIMIENTOS.flatMap((entry) => {
      const names = describeLocation(entry.codigo);
      return names
        ? [[normalise(`${names.provincia} / ${names.distrito} / ${names.corregimiento}`), entry.codigo]]
        : [];
    }),
  );
  return locationsByName.get(normalise(text).replace(/\s*\/\s*/g, ' / ')) ?? text;
}

/** '01', '1', 'Contribuyente' or the export's '01 Contribuyente'. */
function receiverTypeOf(text: string): string | undefined {
  const value = normalise(text);
  if (/^0?1\b/.test(value) || value === 'CONTRIBUYENTE') return '01';
  if (/^0?3\b/.test(value) || value === 'GOBIERNO') return '03';
  if (/^0?4\b/.test(value) || value === 'EXTRANJERO') return '04';
  return undefined;
}

function taxpayerTypeOf(text: string): string | undefined {
  const value = normalise(text);
  if (value === '') return '';
  if (value === '1' || value === 'NATURAL') return '1';
  if (value === '2' || value.startsWith('JURIDIC')) return '2';
  return undefined;
}

/** The registration fields' columns, for placing the rules' problems. */
const fieldColumns: Readonly<Record<string, CustomerUploadColumn>> = {
  tipoReceptor: 'receiverType',
  idCliente: 'identification',
  nombres: 'name',
  correoCliente: 'email',
  digitoVerificador: 'dv',
  tipoContribuyente: 'taxpayerType',
  direccion: 'address',
  telefono: 'phone',
  paisReceptor: 'country',
  paisReceptorDesc: 'countryName',
  ubicacionGeografica: 'location',
  idUbicacionGeografica: 'location',
};

/**
 * Every row of the customers sheet judged by the rules of the 'Nuevo Cliente' form (spec 001 §5,
 * `customerRegistrationSchema`): the candidates to register, and each problem by sheet, row and column.
 * A second row with an identification already in the file is a problem, not a second customer.
 */
export function readCustomerSheet(rows: readonly CustomerSheetRow[]): {
  candidates: CustomerCandidate[];
  problems: SheetProblem[];
} {
  const candidates: CustomerCandidate[] = [];
  const problems: SheetProblem[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const values = row.values;
    const problem = (column: CustomerUploadColumn | undefined, mensaje: string) =>
      problems.push({ hoja: row.sheet, fila: row.row, columna: column ? titles[column] : '', mensaje });
    const receiverType = receiverTypeOf(values.receiverType);
    const taxpayerType = taxpayerTypeOf(values.taxpayerType);
    if (!receiverType) problem('receiverType', texts.receiverTypeInvalid);
    if (taxpayerType === undefined) problem('taxpayerType', texts.taxpayerTypeInvalid);
    if (!receiverType || taxpayerType === undefined) continue;
    const registration: CustomerRegistrationInput = {
      tipoReceptor: receiverType as CustomerRegistrationInput['tipoReceptor'],
      idCliente: values.identification,
      nombres: values.name,
      correoCliente: values.email,
      digitoVerificador: values.dv.length === 1 ? `0${values.dv}` : values.dv,
      tipoContribuyente: taxpayerType as CustomerRegistrationInput['tipoContribuyente'],
      direccion: values.address,
      telefono: values.phone,
      paisReceptor: values.country || (receiverType === '04' ? '' : 'PA'),
      paisReceptorDesc: values.countryName,
      idUbicacionGeografica: values.location ? locationCode(values.location) : '',
    };
    const parsed = customerRegistrationSchema.safeParse(registration);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problem(fieldColumns[String(issue.path[0] ?? '')], issue.message);
      continue;
    }
    const first = seen.get(parsed.data.idCliente);
    if (first !== undefined) {
      problem('identification', texts.duplicateInFile(first));
      continue;
    }
    seen.set(parsed.data.idCliente, row.row);
    candidates.push({ fila: row.row, registration });
  }
  return { candidates, problems };
}
