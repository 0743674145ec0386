import type { CustomerSearchResult } from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AppContext } from '../../app-context.ts';
import { toCustomerRow } from './customer-row.ts';
import { findMatchingCustomers, type CustomerSearchScope } from './customer-search-repository.ts';

const maxResults = 20;

/**
 * The emission form's client lookup (spec 001 §7): the company's customers, or only the foreign ones
 * (receiver type 04) for the export invoice.
 */
export async function searchCustomers(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  term: string,
  scope: CustomerSearchScope,
): Promise<CustomerSearchResult> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const rows = await findMatchingCustomers(ctx.db, ruc, term, scope, maxResults);
  return rows.map(toCustomerRow);
}
