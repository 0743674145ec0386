export { writeRfeXml, type RfeText } from './rfe-xml-writer.ts';
export { escapeXmlText } from './xml-escape.ts';
