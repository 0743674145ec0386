import { FINAL_CONSUMER_NAME } from '@facturar/domain';
import { childElements, childText } from '../xml/xml-reading.ts';
import { readXmlTree } from '../xml/xml-tree.ts';

const TITLES: Readonly<Record<string, string>> = {
  '01': 'Factura de operación interna',
  '02': 'Factura de importación',
  '03': 'Factura de exportación',
  '04': 'Nota de crédito referente a una o varias FE',
  '05': 'Nota de débito referente a una o varias FE',
  '06': 'Nota de crédito genérica',
  '07': 'Nota de débito genérica',
  '08': 'Factura de zona franca',
  '09': 'Reembolso',
  '10': 'Factura de operación extranjera',
};

/**
 * The PAC's CAFE (FACTS.md §7) of an authorised document, as a one-page PDF of text: title, issuer,
 * receiver, number, CUFE, protocol, QR address, items and totals. A plain rendering: what a client needs
 * is a real PDF with the document's data, not HKA's layout.
 */
export function renderCafePdf(signedRfe: string, protocol: { number: string; date: string }): Buffer {
  const root = readXmlTree(signedRfe).root;
  const g = (...path: string[]) => childText(root, ...path) ?? '';
  const lines = [
    'Comprobante Auxiliar de Factura Electrónica',
    TITLES[g('gDGen', 'iDoc')] ?? `Documento ${g('gDGen', 'iDoc')}`,
    '',
    `Emisor: ${g('gDGen', 'gEmis', 'dNombEm')}`,
    `RUC: ${g('gDGen', 'gEmis', 'gRucEmi', 'dRuc')}  DV: ${g('gDGen', 'gEmis', 'gRucEmi', 'dDV')}  Sucursal: ${g('gDGen', 'gEmis', 'dSucEm')}`,
    `Dirección: ${g('gDGen', 'gEmis', 'dDirecEm')}`,
    `Receptor: ${g('gDGen', 'gDatRec', 'dNombRec') || FINAL_CONSUMER_NAME}  ${g('gDGen', 'gDatRec', 'gRucRec', 'dRuc')}`,
    `Número: ${g('gDGen', 'gEmis', 'dSucEm')}-${g('gDGen', 'dPtoFacDF')}-${g('gDGen', 'dNroDF')}  Fecha: ${g('gDGen', 'dFechaEm')}`,
    '',
    'Consulte por la clave de acceso en https://dgi-fep.mef.gob.pa/Consultas/FacturasPorCUFE',
    `CUFE: ${g('dId')}`,
    `Protocolo de autorización: ${protocol.number}, de ${protocol.date}`,
    `QR: ${g('gNoFirm', 'dQRCode').slice(0, 90)}`,
    '',
    'Descripción / Cantidad / Precio unitario / Monto / ITBMS / Total',
    ...childElements(root, 'gItem').map(
      (item) =>
        `${childText(item, 'dDescProd') ?? ''} / ${childText(item, 'dCantCodInt') ?? ''} / ` +
        `${childText(item, 'gPrecios', 'dPrUnit') ?? ''} / ${childText(item, 'gPrecios', 'dPrItem') ?? ''} / ` +
        `${childText(item, 'gITBMSItem', 'dValITBMS') ?? ''} / ${childText(item, 'gPrecios', 'dValTotItem') ?? ''}`,
    ),
    '',
    `Subtotal: ${g('gTot', 'dTotNeto')}  ITBMS: ${g('gTot', 'dTotITBMS')}  TOTAL: ${g('gTot', 'dVTot')}`,
  ];
  return writeTextPdf(lines);
}

/** A minimal PDF 1.4: one Letter page, Helvetica in WinAnsi (Spanish letters), one line per entry. */
function writeTextPdf(lines: readonly string[]): Buffer {
  const text = lines
    .map(
      (line, index) => `BT /F1 ${index < 2 ? 12 : 9} Tf 40 ${750 - index * 16} Td (${pdfString(line)}) Tj ET`,
    )
    .join('\n');
  const content = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A PDF literal string: Latin-1 only (others become '?'), with its delimiters escaped. */
function pdfString(text: string): string {
  return [...text]
    .map((character) => (character.charCodeAt(0) > 0xff ? '?' : character))
    .join('')
    .replace(/[\\()]/g, (character) => `\\${character}`);
}
