export { isWrittenRfeText, writeRfeXml, type RfeText } from './rfe-xml-writer.ts';
export { escapeXmlText } from './xml-escape.ts';
export {
  formatRfeExportAmount,
  formatRfeInstalmentSequence,
  formatRfeItemAmount,
  formatRfeItemSequence,
  formatRfeQuantity,
  formatRfeTotal,
} from './rfe-value-text.ts';
