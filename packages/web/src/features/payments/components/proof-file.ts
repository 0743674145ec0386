import { maxProofBytes, paymentProofMessages, proofMediaTypeOf } from '@facturar/domain';

/** What the chooser offers (spec 001 §9: png or jpg only). */
export const proofAccept = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** A chosen file that is plainly no png or jpg, or too large, never enters the form. */
export function refuseProofFile(file: File): string | undefined {
  if (!/\.(png|jpe?g)$/i.test(file.name)) return paymentProofMessages.onlyPngJpg;
  if (file.size > maxProofBytes) return paymentProofMessages.tooLarge;
  return undefined;
}

/**
 * The proof as the calls send it (a data: URL, base64), once its leading bytes show a png or jpg: a file
 * renamed to .png is refused here as the server would refuse it.
 */
export async function readProofFile(file: File): Promise<{ dataUrl: string } | { refusal: string }> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!proofMediaTypeOf(head)) return { refusal: paymentProofMessages.onlyPngJpg };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
  return { dataUrl };
}
