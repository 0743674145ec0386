import { resultFor, type ResultCode } from '../dgi/dgi-result-codes.ts';
import { childText } from '../xml/xml-reading.ts';
import type { XmlTreeElement } from '../xml/xml-tree-nodes.ts';

const CONTROL_ID = /^[0-9]{1,15}$/;

/** dVerForm, dId and iAmb, common to every request; a problem is answered with 0100 or 1000. */
export type CommonFields = { readonly controlId: string; readonly environment: '1' | '2' };

export function readCommonFields(request: XmlTreeElement): CommonFields | { readonly problem: ResultCode } {
  const version = childText(request, 'dVerForm');
  if (version === undefined) return { problem: resultFor('0100', 'La solicitud no informa dVerForm.') };
  if (version !== '1.00') return { problem: resultFor('1000') };
  const controlId = childText(request, 'dId') ?? '';
  if (!CONTROL_ID.test(controlId)) {
    return { problem: resultFor('0100', 'dId debe ser un identificador de control de 1 a 15 dígitos.') };
  }
  const environment = childText(request, 'iAmb');
  if (environment !== '1' && environment !== '2') {
    return { problem: resultFor('0100', 'iAmb debe ser 1 (producción) o 2 (pruebas).') };
  }
  return { controlId, environment };
}
