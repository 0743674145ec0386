import {
  providerMessages,
  type CustomerAnswer,
  type CustomerRegistration,
  type CustomerRow,
  type ProviderUpdate,
  SystemCode,
} from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { updateCustomerRow } from './customer-repository.ts';
import { toCustomerRow } from './customer-row.ts';
import { loadReachableCustomer, registerReceiver } from './customer-service.ts';
import { resolveFormCompany } from '../../access/company-access.ts';

/** POST /admin/proveedores/registro-proveedor: the customer's rules, in the provider role (409 if kept). */
export async function registerProvider(
  ctx: AppContext,
  auth: AuthContext,
  registration: CustomerRegistration,
): Promise<CustomerAnswer> {
  const ruc = await resolveFormCompany(ctx.db, auth, registration.idEmpresa);
  const stored = await registerReceiver(ctx, ruc, registration, 'provider', providerMessages.duplicate);
  return { mensaje: providerMessages.created, ...stored };
}

/** PUT /admin/proveedores/actualizar-proveedor/{id}: names and contact data. */
export async function updateProvider(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  update: ProviderUpdate,
): Promise<{ mensaje: string; cliente: CustomerRow }> {
  const notFound = new AppError('not_found', providerMessages.notFound, {
    mensajeSistema: SystemCode.PROVEEDOR_NO_EXISTE,
  });
  const record = await loadReachableCustomer(ctx, auth, id, providerMessages.notFound);
  if (!record.is_provider) throw notFound;
  const stored = await updateCustomerRow(ctx.db, record.company_ruc, id, 'provider', {
    name: update.nombres,
    email: update.correo,
    address: update.direccion ?? null,
    phone: update.telefono ?? null,
  });
  if (!stored) throw notFound;
  return { mensaje: providerMessages.updated, cliente: toCustomerRow(stored) };
}
