import type { CompanySetup } from '@facturar/contracts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AppContext } from '../../app-context.ts';
import { PacError } from '../../adapters/pac/index.ts';
import { AppError, messages } from '../../errors/app-error.ts';
import { isPartner, isPlatformAdmin, type AuthContext } from '../../access/auth-context.ts';
import { companyPacSigns } from '../pac-connection/index.ts';
import { pacAffiliationMessages } from './pac-affiliation-messages.ts';
import {
  findCompanySetup,
  saveAffiliationStatus,
  saveQrStatus,
  type CompanySetupRow,
} from './pac-affiliation-repository.ts';

async function loadCompany(ctx: AppContext, auth: AuthContext, ruc: string): Promise<CompanySetupRow> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const company = await findCompanySetup(ctx.db, ruc);
  if (!company) throw new AppError('not_found', messages.companyNotFound);
  return company;
}

/** Affiliation and the QR code change what the company may issue: its administrators decide them. */
function assertAdministrator(auth: AuthContext): void {
  if (auth.adm || isPlatformAdmin(auth) || isPartner(auth)) return;
  throw new AppError('forbidden', pacAffiliationMessages.onlyAdministrators, {
    mensajeSistema: pacAffiliationMessages.onlyAdministrators,
  });
}

/** The company's PAC API key is a credential: only its own administrators and the platform see it. */
function canSeeApiKey(auth: AuthContext, ruc: string): boolean {
  return isPlatformAdmin(auth) || (auth.adm && auth.ruc === ruc && !isPartner(auth));
}

export async function readCompanySetup(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
): Promise<CompanySetup> {
  const company = await loadCompany(ctx, auth, ruc);
  return {
    idEmpresa: company.ruc,
    razonSocialempresa: company.business_name,
    direccion: company.address,
    correoPrincipal: company.email,
    telefonoPrincipal: company.phone,
    key: canSeeApiKey(auth, ruc) ? company.api_key : null,
    tipoContribuyente: Number(company.taxpayer_type),
    digitoVerificador: company.dv,
    estadoAfiliacionPac: company.pac_affiliation_status,
    estadoCodigoSeguridadQr: company.qr_status,
    pacFirma: await companyPacSigns(ctx, company.ruc),
    logo: company.logo,
    logoCafe: company.logo_cafe,
  };
}

/** A PAC that cannot be reached is a 400 whose system message the dialog shows (spec 000 §7 notes). */
function refusedByPac(error: unknown, mensaje: string): never {
  if (error instanceof PacError) throw new AppError('validation', mensaje, { mensajeSistema: error.message });
  throw error;
}

/**
 * Asks the PAC to affiliate the company, with the company's stored data (never the client's copy). The
 * answer is the spec's number: 1 affiliated (recorded), 3 no DGI authorisation, 4 DGI unreachable
 * (both leave the status as it was).
 */
export async function affiliateCompanyToPac(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
): Promise<1 | 3 | 4> {
  assertAdministrator(auth);
  const company = await loadCompany(ctx, auth, ruc);
  let answer: 1 | 3 | 4;
  try {
    ({ answer } = await ctx.pac.affiliateCompany({
      rucEmpresa: company.ruc,
      razonSocial: company.business_name,
      direccionEmpresa: company.address ?? '',
      correoElectronico: company.email,
      telefono: company.phone ?? '',
      apiKey: company.api_key,
      tipoContribuyente: company.taxpayer_type === '1' ? 1 : 2,
      digitoVerificador: company.dv,
    }));
  } catch (error) {
    refusedByPac(error, pacAffiliationMessages.affiliationFailed);
  }
  if (answer === 1) await saveAffiliationStatus(ctx.db, company.ruc, 1);
  return answer;
}

/**
 * Generates (1) or annuls (2) the company's QR security code at the PAC. On 1 the PAC's secret, which
 * keys the QR of every document, is kept encrypted; 3 means pending at the DGI and changes nothing.
 */
export async function requestQrSecurityCode(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  action: 1 | 2,
): Promise<1 | 2 | 3> {
  assertAdministrator(auth);
  const company = await loadCompany(ctx, auth, ruc);
  if (company.pac_affiliation_status === 3 || company.pac_affiliation_status === 4) {
    throw new AppError('validation', pacAffiliationMessages.qrRequestFailed, {
      mensajeSistema: pacAffiliationMessages.notAffiliated,
    });
  }
  let result: Awaited<ReturnType<AppContext['pac']['requestQrCode']>>;
  try {
    result = await ctx.pac.requestQrCode(company.ruc, action);
  } catch (error) {
    refusedByPac(error, pacAffiliationMessages.qrRequestFailed);
  }
  if (result.answer === 1) {
    await saveQrStatus(ctx.db, company.ruc, {
      status: 1,
      secretEncrypted: ctx.secrets.secretBox.seal(result.secret),
    });
  } else if (result.answer === 2) {
    await saveQrStatus(ctx.db, company.ruc, { status: 2 });
  }
  return result.answer;
}
