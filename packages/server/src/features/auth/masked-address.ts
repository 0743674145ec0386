/**
 * An e-mail address as the recovery answer shows it: the first character of the mailbox and of the
 * domain, and the top-level domain (`ana@demo.facturar.test` → `a***@d***.test`). Enough for its owner to
 * recognise it, too little for anyone else to learn it.
 */
export function maskAddress(address: string): string {
  const text = address.trim();
  const at = text.lastIndexOf('@');
  if (at <= 0) return `${text.slice(0, 1)}***`;
  const mailbox = text.slice(0, at);
  const domain = text.slice(at + 1);
  const lastDot = domain.lastIndexOf('.');
  const topLevel = lastDot > 0 ? domain.slice(lastDot) : '';
  return `${mailbox.slice(0, 1)}***@${domain.slice(0, 1)}***${topLevel}`;
}
