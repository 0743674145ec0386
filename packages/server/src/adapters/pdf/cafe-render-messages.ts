import type { RfeProtocol } from '../xml/index.ts';

/** What the render pool asks a thread: a stored rFE's text and how to print it (RenderCafeOptions). */
export type CafeRenderRequest = {
  id: number;
  xml: string;
  /** `codigo` of a template; without one, the template that matches the document's own CAFE format. */
  template?: string | undefined;
  logo?: Uint8Array | undefined;
  protocol?: RfeProtocol | undefined;
  cancelledAt?: string | undefined;
};

/** What an e-mail says of the printed document, read by the thread that parsed it: no second parse. */
export type CafeSummary = { issuer: string; number: string; typeCode: string };

/** A thread's answer: the PDF, or the code of the typed error its parser or renderer threw. */
export type CafeRenderAnswer =
  | { id: number; ok: true; pdf: Uint8Array; summary: CafeSummary }
  | { id: number; ok: false; kind: 'parse' | 'render'; code: string; mensaje: string }
  | { id: number; ok: false; kind: 'failure'; message: string };
