import type { Db } from '../../adapters/db/open-database.ts';
import type { PlanType } from '../../adapters/db/schema.ts';

const planColumns = ['id', 'name', 'type', 'price', 'vouchers', 'description', 'active'] as const;
const accountColumns = [
  'id',
  'bank_name',
  'holder_name',
  'holder_identification',
  'account_type',
  'account_number',
  'active',
] as const;

export type PlanValues = {
  name: string;
  type: PlanType;
  price: string;
  vouchers: number;
  description: string;
  active: boolean;
};

export type BankAccountValues = {
  bank_name: string;
  holder_name: string;
  holder_identification: string;
  account_type: string;
  account_number: string;
  active: boolean;
};

export async function listAllPlans(db: Db) {
  return db.selectFrom('plans').select(planColumns).orderBy('sort_order').orderBy('id').execute();
}

/** A new plan goes last in its order. */
export async function insertPlan(db: Db, values: PlanValues) {
  return db
    .insertInto('plans')
    .values((eb) => ({
      ...values,
      sort_order: eb
        .selectFrom('plans')
        .select(eb.fn.coalesce(eb.fn.max('sort_order'), eb.lit(0)).as('last')),
    }))
    .returning(planColumns)
    .executeTakeFirstOrThrow();
}

export async function updatePlan(db: Db, id: number, values: PlanValues) {
  return db.updateTable('plans').set(values).where('id', '=', id).returning(planColumns).executeTakeFirst();
}

export async function listAllBankAccounts(db: Db) {
  return db.selectFrom('bank_accounts').select(accountColumns).orderBy('sort_order').orderBy('id').execute();
}

export async function insertBankAccount(db: Db, values: BankAccountValues) {
  return db.insertInto('bank_accounts').values(values).returning(accountColumns).executeTakeFirstOrThrow();
}

export async function updateBankAccount(db: Db, id: number, values: BankAccountValues) {
  return db
    .updateTable('bank_accounts')
    .set(values)
    .where('id', '=', id)
    .returning(accountColumns)
    .executeTakeFirst();
}
