import type { AppContext } from '../../app-context.ts';
import { CertificateError, type SigningKey } from '../../adapters/signing/index.ts';
import { issuanceMessages, refuseGeneration } from './issuance-messages.ts';
import type { IssuerRow } from './issuance-repository.ts';

/** The company's signing key from its encrypted certificate; certificate problems become user messages. */
export function loadCompanySigningKey(ctx: AppContext, issuer: IssuerRow): SigningKey {
  if (!issuer.p12_encrypted || !issuer.password_encrypted)
    throw refuseGeneration(issuanceMessages.certificateUnreadable);
  try {
    const { p12_encrypted: sealedP12, password_encrypted: sealedPassword } = issuer;
    return ctx.signingKeys.get(
      issuer.ruc,
      `${sealedP12}\n${sealedPassword}`,
      () => ({
        p12: ctx.secrets.secretBox.open(sealedP12),
        password: ctx.secrets.secretBox.open(sealedPassword).toString('utf8'),
      }),
      ctx.now(),
    );
  } catch (error) {
    if (error instanceof CertificateError) throw refuseGeneration(error.message);
    throw error;
  }
}
