import {
  registrationBranchCode,
  registrationMessages,
  registrationPointCode,
  type CompanyRegistration,
  SystemCode,
} from '@facturar/contracts';
import { describeLocation } from '@facturar/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { refuseCompanyDv } from './company-dv.ts';
import { isFormTokenAcceptable, issueFormToken } from './form-token.ts';
import { createCompanyWithAdministrator } from './company-with-administrator.ts';
import { findCompanyKindOf, insertAssignedBillingPoint } from './registration-repository.ts';

export function serveFormToken(ctx: AppContext): { formulario: string } {
  return { formulario: issueFormToken(ctx.secrets.jwtKey, ctx.now()) };
}

function refuse(mensaje: string, campo: string, mensajeSistema: string): AppError {
  return new AppError('validation', mensaje, { mensajeSistema, errores: [{ campo, mensaje }] });
}

/** A form a person filled: signed by us a few seconds ago at least, and its hidden field left empty. */
function assertPersonSent(ctx: AppContext, request: CompanyRegistration): void {
  const isHuman =
    !request.sitioWeb &&
    isFormTokenAcceptable(
      ctx.secrets.jwtKey,
      request.formulario,
      ctx.now(),
      ctx.config.registrationMinSeconds,
    );
  if (!isHuman) throw refuse(registrationMessages.botCheck, 'formulario', SystemCode.VERIFICACION_FORMULARIO);
}

/** The DV must be the RUC's (taxpayer type 1 natural, 2 juridical), as `confirmRucDv` decides. */
async function assertCheckDigit(ctx: AppContext, request: CompanyRegistration): Promise<void> {
  const refused = await refuseCompanyDv(
    ctx,
    request.rucEmpresa,
    request.tipoContribuyente,
    request.dvEmpresa,
  );
  if (refused) throw refuse(refused.message, 'dvEmpresa', refused.code);
}

/**
 * POST /api/signin (spec 001 §5, §7): the company (prepaid, branch 0001), its ADM user in PRI whose
 * temporary password is mailed (createCompanyWithAdministrator), and billing point 0001-001 assigned to that user, all
 * or nothing. A named accounting firm must be a partner firm (404); the company becomes its affiliate.
 */
export async function registerCompany(
  ctx: AppContext,
  request: CompanyRegistration,
): Promise<{ mensaje: string; correo: string }> {
  assertPersonSent(ctx, request);
  await assertCheckDigit(ctx, request);
  if (!describeLocation(request.unificadoSucursal)) {
    throw refuse(
      'La ubicación geográfica es necesaria.',
      'unificadoSucursal',
      SystemCode.UBICACION_DESCONOCIDA,
    );
  }
  const firmRuc = request.rucEmpresaContadora;
  if (firmRuc !== undefined) {
    const firm = await findCompanyKindOf(ctx.db, firmRuc);
    if (firm?.kind !== 'PAR') {
      throw new AppError('not_found', registrationMessages.notRegistered, {
        mensajeSistema: registrationMessages.firmNotFound(firmRuc),
      });
    }
  }
  const emailTaken = () =>
    new AppError('not_acceptable', registrationMessages.notRegistered, {
      mensajeSistema: registrationMessages.emailUnavailable,
    });
  await createCompanyWithAdministrator(
    ctx,
    {
      ruc: request.rucEmpresa,
      dv: request.dvEmpresa,
      kind: 'EMP',
      taxpayer_type: request.tipoContribuyente === 1 ? '1' : '2',
      business_name: request.razonSocial,
      address: request.direccionEmpresa,
      email: request.correoElectronico,
      phone: request.telefono,
      branch_code: request.codigoSucursal,
      partner_ruc: firmRuc ?? null,
      location_code: request.unificadoSucursal,
      coordinates: request.coordenadaSucursal,
      payment_type: request.tipoContratacion,
      keeps_accounts: request.obligadoContabilidad,
      resolution_number: request.numeroResolucion || null,
    },
    { exists: companyExists, emailTaken, welcome: 'registered-company' },
    (trx, administrator) =>
      insertAssignedBillingPoint(trx, {
        ruc: request.rucEmpresa,
        branchCode: registrationBranchCode,
        pointCode: registrationPointCode,
        // The head office issues from here: the documents' issuer block is this point's (ADR 0085).
        address: request.direccionEmpresa,
        coordinates: request.coordenadaSucursal,
        locationCode: request.unificadoSucursal,
        assignmentId: administrator.idAsignacionEmpresaUsuario,
      }),
  );
  return { mensaje: registrationMessages.success, correo: request.correoElectronico };
}

function companyExists(): AppError {
  return new AppError('conflict', registrationMessages.exists, { mensajeSistema: SystemCode.EMPRESA_EXISTE });
}
