import { formatPanamaDateTime } from '@facturar/domain';
import {
  platformMessages,
  type AccountingFirm,
  type CompanyAdminRow,
  type CompanyChoice,
  type CompanyFilterQuery,
  type Paged,
  type PageQuery,
  type PaymentType,
  SystemCode,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  findAccountingFirms,
  findCompanyKind,
  findCompanyPage,
  findNonPartnerCompanies,
  findPaymentTypes,
  saveCompanyUpdate,
  saveSubscriptionKey,
  type CompanyFilter,
  type CompanyListRow,
} from './company-admin-repository.ts';
import type { z } from 'zod';
import type { companyUpdateBodySchema } from '@facturar/contracts';

const autocompleteLimit = 20;

function toAdminRow(row: CompanyListRow): CompanyAdminRow {
  return {
    idEmpresa: row.ruc,
    digitoVerificador: row.dv,
    tipoContribuyente: Number(row.taxpayer_type),
    razonSocialempresa: row.business_name,
    nombreComercial: row.trade_name,
    direccion: row.address,
    correoPrincipal: row.email,
    telefonoPrincipal: row.phone,
    subdominio: row.subdomain,
    obligadoContabilidad: row.keeps_accounts,
    subscriptionKey: row.subscription_key,
    fechaRegistro: formatPanamaDateTime(row.created_at),
    comprobantesUtilizados: row.issued ?? 0,
    comprobantesDisponibles: row.available ?? 0,
    tipoContratacion: row.payment_type,
    tipoPago: row.payment_type_name,
    rucEmpresaContadora: row.partner_ruc,
    empresaContadora: row.firm_name,
    esPartner: row.kind === 'PAR',
  };
}

/** One page of a company list in the paged shape of spec 001 §3. */
export async function readCompanyPage(
  ctx: AppContext,
  filter: CompanyFilter,
  query: PageQuery,
): Promise<Paged<CompanyAdminRow>> {
  const { rows, total } = await findCompanyPage(
    ctx.db,
    filter,
    { offset: query.page * query.size, limit: query.size },
    ctx.now(),
  );
  return {
    content: rows.map(toAdminRow),
    numberOfElements: rows.length,
    number: query.page,
    totalPages: Math.ceil(total / query.size),
    totalElements: total,
  };
}

/** The administrative list's search form (spec 001 §2): firm, payment type, partner 1 Sí / 2 No. */
export function filterOf(query: CompanyFilterQuery): CompanyFilter {
  return {
    ...(query.idempresacontadora ? { accountingFirmRuc: query.idempresacontadora } : {}),
    ...(query.tipoPago ? { paymentType: Number(query.tipoPago) } : {}),
    ...(query.esPartner ? { isPartner: query.esPartner === '1' } : {}),
  };
}

/** SUS: an empty key removes it (the company then has none). */
export async function updateSubscriptionKey(ctx: AppContext, ruc: string, key: string): Promise<string> {
  const isSaved = await saveSubscriptionKey(ctx.db, ruc, key === '' ? null : key);
  if (!isSaved) {
    throw new AppError('not_found', platformMessages.keyCompanyNotFound, {
      mensajeSistema: SystemCode.EMPRESA_NO_EXISTE,
    });
  }
  return platformMessages.keySaved;
}

async function assertPaymentType(ctx: AppContext, code: number): Promise<void> {
  const types = await findPaymentTypes(ctx.db);
  if (!types.some((type) => type.code === code)) {
    throw new AppError('validation', platformMessages.paymentTypeUnknown, {
      errores: [{ campo: 'tipoContratacion', mensaje: platformMessages.paymentTypeUnknown }],
    });
  }
}

/** The accounting firm of a company must be a partner firm other than the company itself. */
async function assertAccountingFirm(ctx: AppContext, ruc: string, firmRuc: string | null): Promise<void> {
  if (firmRuc === null) return;
  const firm = await findCompanyKind(ctx.db, firmRuc);
  if (!firm || firm.kind !== 'PAR' || firm.ruc === ruc) {
    throw new AppError('not_found', platformMessages.accountingFirmNotFound, {
      mensajeSistema: SystemCode.EMPRESA_CONTADORA_NO_EXISTE,
    });
  }
}

/** The administrator's company update form (spec 001 §5 'Company update'). */
export async function updateCompany(
  ctx: AppContext,
  body: z.output<typeof companyUpdateBodySchema>,
): Promise<string> {
  await assertPaymentType(ctx, body.tipoContratacion);
  await assertAccountingFirm(ctx, body.idEmpresa, body.rucEmpresaContadora);
  const isSaved = await saveCompanyUpdate(ctx.db, {
    ruc: body.idEmpresa,
    businessName: body.razonSocialempresa,
    tradeName: body.nombreComercial ?? null,
    address: body.direccion,
    email: body.correoPrincipal,
    phone: body.telefonoPrincipal,
    subdomain: body.subdominio ?? null,
    keepsAccounts: body.obligadoContabilidad,
    paymentType: body.tipoContratacion,
    accountingFirmRuc: body.rucEmpresaContadora,
  });
  if (!isSaved) {
    throw new AppError('not_found', platformMessages.keyCompanyNotFound, {
      mensajeSistema: SystemCode.EMPRESA_NO_EXISTE,
    });
  }
  return platformMessages.companyUpdated;
}

export async function listPaymentTypes(ctx: AppContext): Promise<PaymentType[]> {
  const types = await findPaymentTypes(ctx.db);
  return types.map((type) => ({ codigo: type.code, nombre: type.name }));
}

export async function suggestNonPartnerCompanies(ctx: AppContext, term: string): Promise<CompanyChoice[]> {
  const rows = await findNonPartnerCompanies(ctx.db, term, autocompleteLimit);
  return rows.map((row) => ({ idEmpresa: row.ruc, razonSocialempresa: row.business_name }));
}

/** ACT: each partner firm with its companies; a firm's available total is -1 if any company is unlimited. */
export async function listAccountingFirms(ctx: AppContext): Promise<AccountingFirm[]> {
  const { firms, companies } = await findAccountingFirms(ctx.db, ctx.now());
  return firms.map((firm) => {
    const own = companies.filter((company) => company.partner_ruc === firm.ruc);
    const isUnlimited = own.some((company) => company.available === -1);
    return {
      idEmpresa: firm.ruc,
      razonSocialempresa: firm.business_name,
      correoPrincipal: firm.email,
      telefonoPrincipal: firm.phone,
      fechaRegistro: formatPanamaDateTime(firm.created_at),
      numeroEmpresas: own.length,
      comprobantesEmitidos: own.reduce((sum, company) => sum + (company.issued ?? 0), 0),
      comprobantesDisponibles: isUnlimited
        ? -1
        : own.reduce((sum, company) => sum + (company.available ?? 0), 0),
      empresas: own.map((company) => ({
        idEmpresa: company.ruc,
        razonSocialempresa: company.business_name,
        comprobantesUtilizados: company.issued ?? 0,
        comprobantesDisponibles: company.available ?? 0,
      })),
    };
  });
}
