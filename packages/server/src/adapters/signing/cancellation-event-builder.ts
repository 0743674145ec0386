import { signCanonicalElement, signCanonicalElementAsync, type SignedDocument } from './enveloped-signer.ts';
import { invalidField } from './signing-errors.ts';
import type { SigningKey } from './signing-key-loader.ts';
import { escapeXmlText, isXmlText } from './xml-text-escape.ts';
import { DGI_NAMESPACE } from './xmldsig-profile.ts';

export type CancellationEventInput = {
  /** The 20 digits after "ID" in dIdFirma, chosen by the caller (no randomness here). */
  readonly signatureIdDigits: string;
  /** 1 production, 2 test. */
  readonly iAmb: 1 | 2;
  /** The CUFE of the document being cancelled. */
  readonly cufe: string;
  readonly issuer: {
    /** dTipContEm: 1 natural person, 2 juridical person. */
    readonly taxpayerType: 1 | 2;
    readonly ruc: string;
    readonly dv: string;
  };
  /** dMotivoAn, the reason the user gave. */
  readonly reason: string;
};

const EVENT_ROOT = 'rEvAnulaFe';
const SIGNATURE_ID_DIGITS = /^[0-9]{20}$/;
const CUFE_PATTERN = /^FE[0-9A-Z-]{64}$/;
const RUC_PATTERN = /^[0-9A-Z-]{5,20}$/;
const DV_PATTERN = /^[0-9]{2}$/;

/**
 * The unsigned cancellation event (FACTS.md §6) as canonical text:
 * rEvAnulaFe{ dVerForm, gInfProt{ dIdFirma, iAmb, dCufe, gRucEm{ dTipContEm, dRucEm, dDvEm }, dMotivoAn } }.
 * @throws SigningError (INVALID_FIELD) naming the first malformed field.
 */
export function buildCancellationEvent(input: CancellationEventInput): string {
  assertCancellationEvent(input);
  const { issuer } = input;
  return (
    `<${EVENT_ROOT} xmlns="${DGI_NAMESPACE}"><dVerForm>1.00</dVerForm><gInfProt>` +
    `<dIdFirma>ID${input.signatureIdDigits}</dIdFirma><iAmb>${input.iAmb}</iAmb><dCufe>${input.cufe}</dCufe>` +
    `<gRucEm><dTipContEm>${issuer.taxpayerType}</dTipContEm><dRucEm>${issuer.ruc}</dRucEm><dDvEm>${issuer.dv}</dDvEm></gRucEm>` +
    `<dMotivoAn>${escapeXmlText(input.reason.trim())}</dMotivoAn></gInfProt></${EVENT_ROOT}>`
  );
}

/**
 * The cancellation event built and signed like a document (one signing routine for both roots).
 * @throws SigningError (INVALID_FIELD) naming the first malformed field.
 */
export function signCancellationEvent(input: CancellationEventInput, key: SigningKey): SignedDocument {
  return signCanonicalElement(buildCancellationEvent(input), EVENT_ROOT, key);
}

/** signCancellationEvent with the RSA operation on libuv's thread pool. */
export function signCancellationEventAsync(
  input: CancellationEventInput,
  key: SigningKey,
): Promise<SignedDocument> {
  return signCanonicalElementAsync(buildCancellationEvent(input), EVENT_ROOT, key);
}

function assertCancellationEvent(input: CancellationEventInput): void {
  const { issuer } = input;
  const reason = input.reason.trim();
  if (!SIGNATURE_ID_DIGITS.test(input.signatureIdDigits)) {
    throw invalidField('dIdFirma', 'El identificador de la firma debe tener 20 dígitos.');
  }
  if (input.iAmb !== 1 && input.iAmb !== 2) {
    throw invalidField('iAmb', 'El ambiente debe ser 1 (producción) o 2 (pruebas).');
  }
  if (input.cufe.length !== 66) throw invalidField('dCufe', 'Ingrese los 66 caracteres del CUFE.');
  if (!CUFE_PATTERN.test(input.cufe)) throw invalidField('dCufe', 'El CUFE no tiene un formato válido.');
  if (issuer.taxpayerType !== 1 && issuer.taxpayerType !== 2) {
    throw invalidField(
      'dTipContEm',
      'El tipo de contribuyente del emisor debe ser 1 (natural) o 2 (jurídico).',
    );
  }
  if (!RUC_PATTERN.test(issuer.ruc)) throw invalidField('dRucEm', 'El RUC del emisor no es válido.');
  if (!DV_PATTERN.test(issuer.dv))
    throw invalidField('dDvEm', 'El dígito verificador del emisor debe tener 2 dígitos.');
  if (reason.length === 0) throw invalidField('dMotivoAn', 'El motivo de la anulación es necesario.');
  if (!isXmlText(reason))
    throw invalidField('dMotivoAn', 'El motivo de la anulación contiene caracteres no permitidos.');
}
