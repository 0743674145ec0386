import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import type { HttpClient } from '#web/lib/http-client.ts';
import { usePagedSearch } from '#web/lib/use-paged-search.ts';

/** A page of the list (`term` null) or a search, which the server answers whole. */
export type ListRequest = { page: number; size: number; term: string | null };
type ListAnswer = { content: unknown[]; totalElements: number };

/**
 * A master-data list (customers, providers, products): the server's pages, or the search its SearchBox
 * hands over (spec 001 §2: at least 3 characters; emptying the box returns to the pages). The server
 * answers a search whole, so its rows are paged here. The list is the signed-in company's.
 */
export function useMasterDataList<Answer extends ListAnswer, TKey extends QueryKey>(
  options: (
    http: HttpClient,
    ruc: string,
    request: ListRequest,
  ) => UseQueryOptions<Answer, Error, Answer, TKey>,
  pageSize = 15,
) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const list = usePagedSearch({
    pageSize,
    pageOptions: ({ page, size, search }) =>
      options(
        http,
        claims.ruc,
        search === null ? { page, size, term: null } : { page: 0, size: 0, term: search.term ?? '' },
      ),
  });
  const { page, size } = list;
  return {
    ...list,
    rows: list.search === null ? list.rows : list.rows.slice(page * size, page * size + size),
    search: (term: string) => list.runSearch({ term }),
  };
}
