import { SigningError } from './signing-errors.ts';
import { DGI_NAMESPACE } from './xmldsig-profile.ts';

/**
 * Finds the first mark of text that is not in canonical form: a tag with attributes, a self-closing,
 * processing-instruction, comment, CDATA or DOCTYPE markup, a `>` outside a tag, an entity canonical XML
 * would not write, a literal carriage return or a character XML cannot carry.
 */
const NON_CANONICAL_MARK =
  // eslint-disable-next-line no-control-regex -- the control characters are what it looks for
  /<(?!\/?[A-Za-z_][\w.-]*>)|(?<!<\/?[A-Za-z_][\w.-]*)>|&(?!amp;|lt;|gt;|#xD;)|[\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]/;

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
  if (NON_CANONICAL_MARK.test(content) || !content.isWellFormed()) {
    throw new SigningError('NOT_CANONICAL', 'El XML a firmar no está en forma canónica.');
  }
}
