import { parseRfe, RfeParseError } from '../xml/index.ts';
import { CafeRenderError } from './cafe-render-error.ts';
import type { CafeRenderAnswer, CafeRenderRequest } from './cafe-render-messages.ts';
import { renderCafe } from './cafe-renderer.ts';
import { pickDefaultCafeTemplate } from './cafe-templates.ts';

/**
 * A stored rFE read and printed, as an answer a thread can post: the PDF, or the typed error by its code
 * (an Error's class does not cross threads). The pool's threads and its in-thread mode both run it.
 */
export async function renderStoredCafe(request: CafeRenderRequest): Promise<CafeRenderAnswer> {
  const { id } = request;
  try {
    const view = parseRfe(request.xml);
    const pdf = await renderCafe(view, {
      template: request.template ?? pickDefaultCafeTemplate(view),
      ...(request.logo ? { logo: Buffer.from(request.logo) } : {}),
      ...(request.protocol ? { protocol: request.protocol } : {}),
      ...(request.cancelledAt ? { cancelledAt: request.cancelledAt } : {}),
    });
    const summary = {
      issuer: view.issuer.name,
      number: `${view.issuer.branch}-${view.billingPoint}-${view.number}`,
      typeCode: view.documentType,
    };
    return { id, ok: true, pdf: new Uint8Array(pdf), summary };
  } catch (error) {
    if (error instanceof RfeParseError)
      return { id, ok: false, kind: 'parse', code: error.code, mensaje: error.mensaje };
    if (error instanceof CafeRenderError)
      return { id, ok: false, kind: 'render', code: error.code, mensaje: error.mensaje };
    return {
      id,
      ok: false,
      kind: 'failure',
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
