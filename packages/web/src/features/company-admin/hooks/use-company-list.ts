import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { usePagedSearch } from '#web/lib/use-paged-search.ts';
import { companyPageQueryOptions } from '../api/company-admin-api.ts';

/** Spec 001 §2: the company lists are paged 15 rows at a time. */
export const companyPageSize = 15;

/** The platform's company list, its text search or its search form's parameters. */
export function useCompanyList() {
  const { http } = useAppServices();
  return usePagedSearch({
    pageSize: companyPageSize,
    pageOptions: (request) => companyPageQueryOptions(http, request),
  });
}
