import { parseRfe, RfeParseError, type RfeView } from '../../adapters/xml/index.ts';

/**
 * A received document as the PAC handed it out, read with the project's safe parser (size limit, no DTD,
 * no entities). Undefined when the text is not an rFE the CAFE could print.
 */
export function readReceivedXml(xml: string): RfeView | undefined {
  try {
    return parseRfe(xml);
  } catch (error) {
    if (error instanceof RfeParseError) return undefined;
    throw error;
  }
}
