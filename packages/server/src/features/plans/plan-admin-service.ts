import type { BankAccountForm, ManagedBankAccount, ManagedPlan, PlanForm } from '@facturar/contracts';
import { Decimal } from '@facturar/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  insertBankAccount,
  insertPlan,
  listAllBankAccounts,
  listAllPlans,
  updateBankAccount,
  updatePlan,
  type BankAccountValues,
  type PlanValues,
} from './plan-admin-repository.ts';
import { plansMessages } from './plans-messages.ts';

type PlanRow = PlanValues & { id: number };
type AccountRow = BankAccountValues & { id: number };

function toManagedPlan(row: PlanRow): ManagedPlan {
  return {
    idPaquete: row.id,
    nombre: row.name,
    tipo: row.type,
    precio: new Decimal(row.price).toFixed(2),
    credito: row.vouchers,
    descripcion: row.description,
    activo: row.active,
  };
}

function planValues(form: PlanForm): PlanValues {
  return {
    name: form.nombre,
    type: form.tipo,
    price: new Decimal(form.precio).toFixed(2),
    vouchers: form.credito,
    description: form.descripcion,
    active: form.activo,
  };
}

function toManagedAccount(row: AccountRow): ManagedBankAccount {
  return {
    idCuentaBancaria: row.id,
    nombreBanco: row.bank_name,
    razonSocial: row.holder_name,
    identificacion: row.holder_identification,
    tipoCuenta: row.account_type,
    numeroCuenta: row.account_number,
    activo: row.active,
  };
}

function accountValues(form: BankAccountForm): BankAccountValues {
  return {
    bank_name: form.nombreBanco,
    holder_name: form.razonSocial,
    holder_identification: form.identificacion,
    account_type: form.tipoCuenta,
    account_number: form.numeroCuenta,
    active: form.activo,
  };
}

/** Every plan, on sale or withdrawn (a withdrawn plan stays: purchases name it). */
export async function listManagedPlans(ctx: AppContext): Promise<ManagedPlan[]> {
  return (await listAllPlans(ctx.db)).map(toManagedPlan);
}

export async function createPlan(ctx: AppContext, form: PlanForm): Promise<ManagedPlan> {
  return toManagedPlan(await insertPlan(ctx.db, planValues(form)));
}

/** A change applies to later purchases; a purchase keeps the plan as it was bought. */
export async function changePlan(ctx: AppContext, id: number, form: PlanForm): Promise<ManagedPlan> {
  const row = await updatePlan(ctx.db, id, planValues(form));
  if (!row) throw new AppError('not_found', plansMessages.planNotFound);
  return toManagedPlan(row);
}

export async function listManagedBankAccounts(ctx: AppContext): Promise<ManagedBankAccount[]> {
  return (await listAllBankAccounts(ctx.db)).map(toManagedAccount);
}

export async function createBankAccount(ctx: AppContext, form: BankAccountForm): Promise<ManagedBankAccount> {
  return toManagedAccount(await insertBankAccount(ctx.db, accountValues(form)));
}

export async function changeBankAccount(
  ctx: AppContext,
  id: number,
  form: BankAccountForm,
): Promise<ManagedBankAccount> {
  const row = await updateBankAccount(ctx.db, id, accountValues(form));
  if (!row) throw new AppError('not_found', plansMessages.bankAccountNotFound);
  return toManagedAccount(row);
}
