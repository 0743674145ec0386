import {
  detectImageKind,
  maxLogoBytes,
  type CertificateUpload,
  type CompanyLogos,
  type LoadedCertificate,
  SystemCode,
} from '@facturar/contracts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import {
  CertificateError,
  isSigningCertificate,
  readSigningKeyOffThread,
  subjectRucs,
  type SigningKey,
} from '../../adapters/signing/index.ts';
import { isWithinPixelBudget, prepareLogo, readImageSize } from '../../adapters/pdf/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { companySetupMessages } from './company-setup-messages.ts';
import { findCertificateSummary, saveCertificate, saveLogos } from './company-setup-repository.ts';

function refuse(mensaje: string, mensajeSistema: string): AppError {
  return new AppError('validation', mensaje, { mensajeSistema });
}

/**
 * Opens the .p12 as the issuer will: with its password, a private key matching a certificate, valid now,
 * allowed to sign, and — when its subject names a RUC — the company's own.
 */
async function readCompanyCertificate(
  ctx: AppContext,
  ruc: string,
  p12: Buffer,
  password: string,
): Promise<SigningKey> {
  let key: SigningKey;
  try {
    // Off the event loop, with a deadline: a hostile file costs its own thread, not every request.
    key = await readSigningKeyOffThread(p12, password, { now: ctx.now() });
  } catch (error) {
    if (error instanceof CertificateError) throw refuse(error.message, error.code);
    throw error;
  }
  if (!isSigningCertificate(key.certificate))
    throw refuse(companySetupMessages.notForSigning, SystemCode.SIN_USO_FIRMA);
  const named = subjectRucs(key.subjectName);
  if (named.length > 0 && !named.includes(ruc.toUpperCase())) {
    throw refuse(companySetupMessages.otherRuc(named[0] ?? '', ruc), SystemCode.RUC_DISTINTO);
  }
  return key;
}

/**
 * 'Cargar Certificado' (spec 000 §7): the company's next document is signed with it. The key and its
 * password are sealed at rest; the signing-key cache sees the new file by its fingerprint, and the
 * company's notices (no certificate, expired) are computed from it on their next read.
 */
export async function uploadCertificate(
  ctx: AppContext,
  auth: AuthContext,
  upload: CertificateUpload,
): Promise<{ mensaje: string }> {
  await assertCompanyAccess(ctx.db, auth, upload.idEmpresa);
  const p12 = Buffer.from(upload.certificado, 'base64');
  const key = await readCompanyCertificate(ctx, upload.idEmpresa, p12, upload.claveCertificado);
  await saveCertificate(ctx.db, {
    ruc: upload.idEmpresa,
    p12Encrypted: ctx.secrets.secretBox.seal(p12),
    passwordEncrypted: ctx.secrets.secretBox.seal(upload.claveCertificado),
    subject: key.subjectName,
    notBefore: key.notBefore,
    notAfter: key.notAfter,
    now: ctx.now(),
  });
  // The repository changes the rows in its own transaction; the event follows it.
  await recordAuditEvent(ctx.db, {
    companyRuc: upload.idEmpresa,
    kind: 'CERTIFICATE_UPLOADED',
    at: ctx.now(),
    actorAssignmentId: auth.assignmentId,
    subject: key.subjectName,
    details: { validoHasta: key.notAfter.toISOString() },
  });
  return { mensaje: companySetupMessages.certificateUpdated };
}

/** The certificate the company signs with (issue 29): subject, the RUC it names, validity; null before one. */
export async function readLoadedCertificate(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
): Promise<LoadedCertificate> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const found = await findCertificateSummary(ctx.db, ruc);
  if (!found) return { certificado: null };
  return {
    certificado: {
      sujeto: found.subject,
      ruc: subjectRucs(found.subject)[0] ?? null,
      validoDesde: found.notBefore.toISOString(),
      venceEl: found.notAfter.toISOString(),
    },
  };
}

/**
 * A logo as sent (data URL or bare base64), checked by its leading bytes, size and the dimensions its
 * header declares (ADR 0068), kept as a data URL. The CAFE's logo is decoded and reduced here, once: a
 * PNG is stored as the CAFE prints it, never decoded again per document.
 */
function readLogo(sent: string | null | undefined, use: 'home' | 'cafe'): string | undefined {
  if (!sent) return undefined;
  const bytes = Buffer.from(sent.replace(/^data:[^,]*,/, ''), 'base64');
  const kind = detectImageKind(bytes);
  if (!kind) throw refuse(companySetupMessages.notImage, SystemCode.LOGO_NO_IMAGEN);
  if (bytes.length > maxLogoBytes)
    throw refuse(companySetupMessages.logoTooLarge, SystemCode.LOGO_MUY_GRANDE);
  const size = readImageSize(bytes);
  if (!size) throw refuse(companySetupMessages.notImage, SystemCode.LOGO_NO_IMAGEN);
  if (!isWithinPixelBudget(size)) {
    throw refuse(companySetupMessages.tooManyPixels(size.width, size.height), SystemCode.LOGO_MUCHOS_PIXELES);
  }
  const kept = use === 'cafe' && kind === 'png' ? prepareLogo(bytes) : bytes;
  if (!kept) throw refuse(companySetupMessages.notImage, SystemCode.LOGO_NO_IMAGEN);
  return `data:image/${kind};base64,${kept.toString('base64')}`;
}

/** 'Cargar Logos': the home page shows `logo`, every CAFE prints `logoCafe`. */
export async function updateLogos(
  ctx: AppContext,
  auth: AuthContext,
  logos: CompanyLogos,
): Promise<{ mensaje: string }> {
  await assertCompanyAccess(ctx.db, auth, logos.idEmpresa);
  const logo = readLogo(logos.logo, 'home');
  const logoCafe = readLogo(logos.logoCafe, 'cafe');
  if (!logo && !logoCafe) throw refuse(companySetupMessages.noLogo, SystemCode.SIN_LOGO);
  await saveLogos(ctx.db, logos.idEmpresa, { logo, logoCafe });
  return { mensaje: companySetupMessages.logoUpdated };
}
