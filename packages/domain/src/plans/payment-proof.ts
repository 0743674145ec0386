/** A proof of payment is an image of the transfer or deposit receipt: png or jpg, at most 4 MB. */
export const maxProofBytes = 4 * 1024 * 1024;

export const paymentProofMessages = {
  onlyPngJpg: 'Unicamente puede subir archivos .png y .jpg',
  required: 'Debe subir el comprobante de pago',
  tooLarge: 'El comprobante de pago no puede pesar más de 4 MB.',
} as const;

export type ProofMediaType = 'image/png' | 'image/jpeg';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/**
 * What the file is by its leading bytes, not its name or declared type: a renamed PDF or executable is
 * no receipt. Undefined for anything but png and jpg.
 */
export function proofMediaTypeOf(bytes: Uint8Array): ProofMediaType | undefined {
  if (startsWith(bytes, pngSignature)) return 'image/png';
  if (startsWith(bytes, jpegSignature)) return 'image/jpeg';
  return undefined;
}

/** The refusal of a proof's content, or undefined when it is a png or jpg within the size limit. */
export function checkPaymentProof(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return paymentProofMessages.required;
  if (bytes.length > maxProofBytes) return paymentProofMessages.tooLarge;
  if (!proofMediaTypeOf(bytes)) return paymentProofMessages.onlyPngJpg;
  return undefined;
}
