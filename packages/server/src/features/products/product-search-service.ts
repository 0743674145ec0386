import type { ProductSearchResult } from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AppContext } from '../../app-context.ts';
import { findMatchingProducts } from './product-search-repository.ts';
import { toProductRow } from './product-row.ts';

const maxResults = 20;

/**
 * The product search (spec 002 §7): from one typed character, the company's active products — what the
 * emission form may sell; the products screen asks for the inactive ones too.
 */
export async function searchProducts(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  term: string,
  isInactiveIncluded = false,
): Promise<ProductSearchResult> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const rows = await findMatchingProducts(ctx.db, ruc, term, maxResults, isInactiveIncluded);
  return rows.map(toProductRow);
}
