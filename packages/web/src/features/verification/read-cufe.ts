/** A CUFE: FE, then 64 digits, letters of the RUC and its hyphen (FACTS §2). */
const CUFE_IN_TEXT = /FE[0-9A-Z-]{64}/;

/**
 * The CUFE in what the user pasted: the CUFE itself, or the text of the CAFE's QR code (the DGI's
 * consultation address, which carries it as `chFE`).
 */
export function readCufe(text: string): string | null {
  const trimmed = text.trim();
  try {
    const fromQr = new URL(trimmed).searchParams.get('chFE');
    if (fromQr && CUFE_IN_TEXT.test(fromQr.toUpperCase())) return fromQr.toUpperCase();
  } catch {
    // Not an address: the CUFE itself, or a text around it.
  }
  return CUFE_IN_TEXT.exec(trimmed.toUpperCase())?.[0] ?? null;
}
