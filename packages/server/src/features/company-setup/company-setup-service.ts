import {
  detectImageKind,
  maxLogoBytes,
  type CertificateUpload,
  type CompanyLogos,
  SystemCode,
} from '@facturar/contracts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import {
  CertificateError,
  isSigningCertificate,
  loadSigningKey,
  subjectRucs,
  type SigningKey,
} from '../../adapters/signing/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { companySetupMessages } from './company-setup-messages.ts';
import { saveCertificate, saveLogos } from './company-setup-repository.ts';

function refuse(mensaje: string, mensajeSistema: string): AppError {
  return new AppError('validation', mensaje, { mensajeSistema });
}

/**
 * Opens the .p12 as the issuer will: with its password, a private key matching a certificate, valid now,
 * allowed to sign, and — when its subject names a RUC — the company's own.
 */
function readCompanyCertificate(ctx: AppContext, ruc: string, p12: Buffer, password: string): SigningKey {
  let key: SigningKey;
  try {
    key = loadSigningKey(p12, password, { now: ctx.now() });
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
  const key = readCompanyCertificate(ctx, upload.idEmpresa, p12, upload.claveCertificado);
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

/** A logo as sent (data URL or bare base64), checked by its leading bytes and size, kept as a data URL. */
function readLogo(sent: string | null | undefined): string | undefined {
  if (!sent) return undefined;
  const bytes = Buffer.from(sent.replace(/^data:[^,]*,/, ''), 'base64');
  const kind = detectImageKind(bytes);
  if (!kind) throw refuse(companySetupMessages.notImage, SystemCode.LOGO_NO_IMAGEN);
  if (bytes.length > maxLogoBytes)
    throw refuse(companySetupMessages.logoTooLarge, SystemCode.LOGO_MUY_GRANDE);
  return `data:image/${kind};base64,${bytes.toString('base64')}`;
}

/** 'Cargar Logos': the home page shows `logo`, every CAFE prints `logoCafe`. */
export async function updateLogos(
  ctx: AppContext,
  auth: AuthContext,
  logos: CompanyLogos,
): Promise<{ mensaje: string }> {
  await assertCompanyAccess(ctx.db, auth, logos.idEmpresa);
  const logo = readLogo(logos.logo);
  const logoCafe = readLogo(logos.logoCafe);
  if (!logo && !logoCafe) throw refuse(companySetupMessages.noLogo, SystemCode.SIN_LOGO);
  await saveLogos(ctx.db, logos.idEmpresa, { logo, logoCafe });
  return { mensaje: companySetupMessages.logoUpdated };
}
