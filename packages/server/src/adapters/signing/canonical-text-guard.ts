import { SigningError } from './signing-errors.ts';
import { DGI_NAMESPACE } from './xmldsig-profile.ts';

/**
 * The whole of a canonical element's content, read in one left-to-right pass: runs of character data,
 * each closed by an attribute-less start or end tag or by one of the entities canonical XML writes.
 * Anything else fails it: a tag with attributes, a self-closing, processing-instruction, comment, CDATA
 * or DOCTYPE markup, a `>` outside a tag, another entity, a literal carriage return or a character XML
 * cannot carry. Every run must end at markup, so a failing text is never re-split (linear, even at the
 * size limit), and it whitelists what is allowed instead of testing look-arounds at every `<` and `>`.
 */
const CANONICAL_CONTENT =
  // eslint-disable-next-line no-control-regex -- the control characters are what it keeps out
  /^(?:[^<>&\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]*(?:<\/?[A-Za-z_][\w.-]*>|&(?:amp|lt|gt|#xD);))*[^<>&\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]*$/;

/**
 * Refuses text the signer cannot digest as is. The digest is taken over the text itself, so a builder
 * that wrote anything but canonical XML would produce a signature the DGI rejects; this catches the
 * usual slips (declaration, self-closing tags, `&quot;`, CR) in tens of microseconds, without parsing.
 */
export function assertCanonicalElement(text: string, rootName: string): void {
  const openTag = `<${rootName} xmlns="${DGI_NAMESPACE}">`;
  const closeTag = `</${rootName}>`;
  if (!text.startsWith(openTag) || !text.endsWith(closeTag)) {
    throw new SigningError(
      'UNEXPECTED_ROOT',
      `El XML a firmar debe ser un elemento ${rootName} del espacio de nombres ${DGI_NAMESPACE}.`,
    );
  }
  const content = text.slice(openTag.length, text.length - closeTag.length);
  if (content.includes('<Signature>') || content.includes('<Signature ')) {
    throw new SigningError('ALREADY_SIGNED', 'El XML ya está firmado.');
  }
  if (!CANONICAL_CONTENT.test(content) || !content.isWellFormed()) {
    throw new SigningError('NOT_CANONICAL', 'El XML a firmar no está en forma canónica.');
  }
}
