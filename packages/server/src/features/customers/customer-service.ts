import {
  customerMessages,
  type CustomerAnswer,
  type CustomerRegistration,
  type CustomerRow,
  type CustomerUpdate,
  type Paged,
  type PageQuery,
  SystemCode,
} from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess, reachableOrNotFound, resolveFormCompany } from '../../access/company-access.ts';
import { readOneOrderPage } from '../../paging/one-order-page.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, messages } from '../../errors/app-error.ts';
import { confirmCustomerDv } from './customer-dv-check.ts';
import {
  addCustomerRole,
  findCustomerById,
  findCustomerByIdentification,
  insertCustomer,
  listCustomerPage,
  updateCustomerRow,
  type CustomerFields,
  type CustomerRecord,
  type CustomerRole,
} from './customer-repository.ts';
import { toCustomerRow } from './customer-row.ts';
import { isCompanyKnown } from '../../access/company-access-repository.ts';

/** The only order of the customer and provider lists (spec 001 §2): registration date, newest first. */
/** The customer and provider lists are served newest first only (spec 001 §9). */
const listOrder = { sort: 'fechaRegistro,desc', refusal: 'La lista se ordena por fecha de registro.' };

function fieldsOf(registration: CustomerRegistration): CustomerFields {
  const isForeign = registration.tipoReceptor === '04';
  return {
    receiver_type: registration.tipoReceptor,
    taxpayer_type: isForeign ? null : (registration.tipoContribuyente ?? null),
    identification: registration.idCliente,
    dv: isForeign ? null : (registration.digitoVerificador ?? null),
    name: registration.nombres,
    email: registration.correoCliente,
    address: registration.direccion ?? null,
    phone: registration.telefono ?? null,
    location_code: isForeign ? null : (registration.idUbicacionGeografica ?? null),
    country_code: registration.paisReceptor,
    country_description: registration.paisReceptorDesc ?? null,
    branch: registration.sucursal ?? null,
    coordinates: registration.coordenadasSucursal ?? null,
    foreign_country: registration.paisExtranjero ?? null,
    foreign_identification: registration.identificacionExtranjera ?? null,
  };
}

async function assertCompanyExists(ctx: AppContext, ruc: string): Promise<void> {
  if (!(await isCompanyKnown(ctx.db, ruc)))
    throw new AppError('not_found', messages.companyNotFound, {
      mensajeSistema: SystemCode.EMPRESA_NO_EXISTE,
    });
}

/** A stored receiver and, for a taxpayer the DGI's registry does not know, the warning to show. */
export type StoredReceiver = { cliente: CustomerRow; advertencia?: string };

/**
 * Stores a receiver of the company in the given role, applying every rule of spec 001 §5 the schema cannot
 * (the company exists, the identification is new in that role, the DV is the DGI's). A customer already
 * kept as a provider (or the reverse) gains the role with the form's data.
 */
export async function registerReceiver(
  ctx: AppContext,
  companyRuc: string,
  registration: CustomerRegistration,
  role: CustomerRole,
  duplicateMessage: string,
): Promise<StoredReceiver> {
  await assertCompanyExists(ctx, companyRuc);
  const duplicate = () =>
    new AppError('conflict', duplicateMessage, { mensajeSistema: SystemCode.IDENTIFICACION_REGISTRADA });
  const existing = await findCustomerByIdentification(ctx.db, companyRuc, registration.idCliente);
  const hasRole = role === 'customer' ? existing?.is_customer : existing?.is_provider;
  if (hasRole) throw duplicate();
  const advertencia = await confirmCustomerDv(ctx, registration);
  const fields = fieldsOf(registration);
  const stored = existing
    ? await addCustomerRole(ctx.db, existing.id, role, fields)
    : await insertCustomer(ctx.db, companyRuc, {
        ...fields,
        is_customer: role === 'customer',
        is_provider: role === 'provider',
      });
  if (!stored) throw duplicate();
  const cliente = toCustomerRow(stored);
  return advertencia === undefined ? { cliente } : { cliente, advertencia };
}

/**
 * Registers a customer of the company (spec 001 §5 'New customer'): the one way a customer is created,
 * from the 'Nuevo Cliente' dialog and from the bulk customer upload. `registration` is the output of
 * `customerRegistrationSchema`; the caller has decided the company may be written to. Throws an AppError:
 * not_found (no such company), conflict ('El cliente ya existe.'), not_acceptable (a DV neither the DGI's
 * algorithm nor its registry confirms), unavailable (the registry could not be asked).
 */
export async function registerCustomer(
  ctx: AppContext,
  companyRuc: string,
  registration: CustomerRegistration,
): Promise<StoredReceiver> {
  return registerReceiver(ctx, companyRuc, registration, 'customer', customerMessages.duplicate);
}

/** POST /admin/clientes/registro-cliente. */
export async function registerCustomerFromForm(
  ctx: AppContext,
  auth: AuthContext,
  registration: CustomerRegistration,
): Promise<CustomerAnswer> {
  const ruc = await resolveFormCompany(ctx.db, auth, registration.idEmpresa);
  const stored = await registerCustomer(ctx, ruc, registration);
  return { mensaje: customerMessages.created(stored.cliente.nombres), ...stored };
}

/**
 * POST /admin/proveedores/registro-proveedor/{idUbicacionGeografica}: the 'also as supplier' tick of the
 * customer dialog. The location in the path is the provider's (a foreign one has none, the path says 0).
 */
export async function registerCustomerAsProvider(
  ctx: AppContext,
  auth: AuthContext,
  locationId: string,
  registration: CustomerRegistration,
): Promise<CustomerAnswer> {
  const ruc = await resolveFormCompany(ctx.db, auth, registration.idEmpresa);
  const located =
    registration.tipoReceptor === '04'
      ? registration
      : { ...registration, idUbicacionGeografica: locationId };
  const stored = await registerReceiver(
    ctx,
    ruc,
    located,
    'provider',
    customerMessages.alreadyProvider(registration.nombres),
  );
  return { mensaje: customerMessages.providerCreated, ...stored };
}

/** GET /admin/clientes/{ruc} and /admin/proveedores/{ruc}: a page of one role, newest first. */
export async function listReceivers(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  query: PageQuery,
  role: CustomerRole,
): Promise<Paged<CustomerRow>> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  return readOneOrderPage(
    query,
    listOrder,
    (window) => listCustomerPage(ctx.db, ruc, role, window),
    toCustomerRow,
  );
}

/**
 * A customer of a company the caller may reach; any other id answers the same 404 as one that does not
 * exist, so ids of other tenants cannot be probed.
 */
export async function loadReachableCustomer(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  notFoundMessage: string,
): Promise<CustomerRecord> {
  const notFound = new AppError('not_found', notFoundMessage, {
    mensajeSistema: SystemCode.CLIENTE_NO_EXISTE,
  });
  const record = await findCustomerById(ctx.db, id);
  return reachableOrNotFound(ctx.db, auth, record, (found) => found.company_ruc, notFound);
}

/** A company's customer as the lists show it, or null when it has none with that id (a note's receiver). */
export async function findCompanyCustomerRow(
  ctx: AppContext,
  ruc: string,
  id: number,
): Promise<CustomerRow | null> {
  const record = await findCustomerById(ctx.db, id);
  return record && record.company_ruc === ruc ? toCustomerRow(record) : null;
}

/** PUT /admin/clientes/actualizar-cliente/{id}: contact data and location; the identity stays. */
export async function updateCustomer(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  update: CustomerUpdate,
): Promise<{ mensaje: string; cliente: CustomerRow }> {
  const record = await loadReachableCustomer(ctx, auth, id, customerMessages.notFound);
  if (!record.is_customer) {
    throw new AppError('not_found', customerMessages.notFound, {
      mensajeSistema: SystemCode.CLIENTE_NO_EXISTE,
    });
  }
  if (update.cliente.tipoReceptor !== record.receiver_type) {
    throw new AppError('validation', customerMessages.notUpdated, {
      mensajeSistema: SystemCode.TIPO_RECEPTOR_NO_EDITABLE,
    });
  }
  const stored = await updateCustomerRow(ctx.db, record.company_ruc, id, 'customer', {
    name: update.nombres,
    email: update.correo,
    phone: update.telefono ?? null,
    address: update.direccion ?? null,
    location_code: record.receiver_type === '04' ? null : (update.idUbicacionGeografica ?? null),
  });
  if (!stored)
    throw new AppError('not_found', customerMessages.notFound, {
      mensajeSistema: SystemCode.CLIENTE_NO_EXISTE,
    });
  return { mensaje: customerMessages.updated, cliente: toCustomerRow(stored) };
}
