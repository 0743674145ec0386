// `@facturar/server/xml`: reading untrusted XML and an rFE as the CAFE shows it.
export {
  DGI_NAMESPACE,
  RfeParseError,
  parseRfe,
  type RfeItem,
  type RfeRuc,
  type RfeView,
} from '../adapters/xml/index.ts';
export {
  XmlNode,
  assertAcceptableXmlText,
  parseUntrustedXml,
  readUntrustedXml,
} from '../adapters/xml/xml-reader.ts';
