import {
  DOCUMENT_TYPES,
  EMISSION_TYPES,
  ENVIRONMENTS,
  checkCufe,
  findEntry,
  type CatalogueEntry,
  type CufeParts,
} from '@facturar/domain';
import { EXIT_FAILURE, EXIT_OK } from './cli-error.ts';
import { parseCommandArguments } from './command-arguments.ts';
import type { Command } from './command-types.ts';
import { formatList, formatRows } from './text-layout.ts';

const USAGE = 'facturar cufe <cufe>';

const TAXPAYER_TYPES: Readonly<Record<string, string>> = { '1': 'natural', '2': 'jurídico' };

export const cufeCommand: Command = {
  help: `Comprueba un CUFE (clave de la factura electrónica, 66 caracteres): su composición, el formato de
cada campo y su dígito verificador. Si es válido imprime sus partes; si no, cada problema.

Uso: ${USAGE}

Ejemplo: facturar cufe FE012000000521-136-113133-0270062022051590000008910080125781091727`,

  async run(args, context) {
    const { positionals } = parseCommandArguments(args, {}, ['el CUFE'], USAGE);
    const cufe = (positionals[0] ?? '').trim();
    const check = checkCufe(cufe);
    if (!check.ok) {
      context.err(formatList('El CUFE no es válido:', check.problems));
      return EXIT_FAILURE;
    }
    context.out(`CUFE válido: ${cufe}\n${formatRows(describeParts(check.value, cufe))}`);
    return EXIT_OK;
  },
};

function describeParts(parts: CufeParts, cufe: string): [string, string][] {
  const date = parts.issueDate;
  return [
    ['Tipo de documento (iDoc)', named(parts.documentType, DOCUMENT_TYPES)],
    ['Tipo de contribuyente del emisor', `${parts.taxpayerType} ${TAXPAYER_TYPES[parts.taxpayerType] ?? ''}`],
    ['RUC del emisor', parts.issuerRuc],
    ['DV del emisor', parts.issuerDv],
    ['Sucursal (dSucEm)', parts.branchCode],
    ['Fecha de emisión', `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`],
    ['Número del documento (dNroDF)', parts.documentNumber],
    ['Punto de facturación (dPtoFacDF)', parts.billingPoint],
    ['Tipo de emisión (iTpEmis)', named(parts.emissionType, EMISSION_TYPES)],
    ['Ambiente (iAmb)', named(parts.environment, ENVIRONMENTS)],
    ['Código de seguridad (dSeg)', parts.securityCode],
    ['Dígito verificador', cufe.slice(-1)],
  ];
}

function named(code: string, catalogue: readonly CatalogueEntry[]): string {
  const entry = findEntry(catalogue, code);
  return entry ? `${code} ${entry.nombre}` : code;
}
