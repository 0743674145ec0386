import {
  partnerRegistrationMessages,
  registrationMessages,
  registrationBranchCode,
  type PartnerRegistration,
  SystemCode,
} from '@facturar/contracts';
import { describeLocation } from '@facturar/domain';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { refuseCompanyDv } from './company-dv.ts';
import { createCompanyWithAdministrator } from './company-with-administrator.ts';
import { assertOwnCompany } from '../../access/company-access.ts';

function notSaved(mensajeSistema: string): AppError {
  return new AppError('validation', partnerRegistrationMessages.notSaved, { mensajeSistema });
}

/**
 * 'Agregar Partner' (POST /api/partner/registrar, ADR 0042): the signed-in partner brings another firm, a
 * new company of kind PAR affiliated to it, whose administrator (the firm's e-mail) gets a temporary
 * password. 404 when `idEmpresa` is not the caller, 409 when the RUC exists, 400 for a wrong DV.
 */
export async function registerPartner(
  ctx: AppContext,
  auth: AuthContext,
  request: PartnerRegistration,
): Promise<string> {
  assertOwnCompany(
    auth,
    request.idEmpresa,
    () =>
      new AppError('not_found', partnerRegistrationMessages.partnerNotFound, {
        mensajeSistema: SystemCode.PARTNER_NO_ACCESIBLE,
      }),
  );
  const dv = request.dvEmpresa.padStart(2, '0');
  const refused = await refuseCompanyDv(ctx, request.rucEmpresa, request.tipoContribuyente, dv);
  if (refused) throw notSaved(refused.message);
  if (!describeLocation(request.idUbicacionGeografica))
    throw notSaved('La ubicación geográfica es necesaria.');
  await createCompanyWithAdministrator(
    ctx,
    {
      ruc: request.rucEmpresa,
      dv,
      kind: 'PAR',
      taxpayer_type: request.tipoContribuyente === 1 ? '1' : '2',
      business_name: request.razonSocial,
      address: request.direccionEmpresa,
      email: request.correoElectronico,
      phone: request.telefono,
      branch_code: registrationBranchCode,
      partner_ruc: auth.ruc,
      location_code: request.idUbicacionGeografica,
      coordinates: request.coordenadaSucursal,
    },
    {
      exists: () =>
        new AppError('conflict', partnerRegistrationMessages.exists, {
          mensajeSistema: SystemCode.PARTNER_EXISTE,
        }),
      emailTaken: () =>
        new AppError('not_acceptable', partnerRegistrationMessages.notSaved, {
          mensajeSistema: registrationMessages.emailUnavailable,
        }),
    },
  );
  return partnerRegistrationMessages.success(request.razonSocial);
}
