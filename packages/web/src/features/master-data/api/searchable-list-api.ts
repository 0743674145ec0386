import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ListRequest } from '../hooks/use-master-data-list.ts';

/** The query parameters of one page of a list. */
type PageQuery = { page: number; size: number };

type SearchableListReads<Row> = {
  /** One page of the list, the server's own paging. */
  page: (query: PageQuery) => Promise<{ content: Row[]; totalElements: number }>;
  /** What matches the term, answered whole (useMasterDataList pages it). */
  search: (term: string) => Promise<Row[]>;
};

/**
 * A master-data list that is paged or searched (customers, providers, products; spec 001 §7): the page the
 * request asks for, or, for a term, every row that matches it as a page of them all.
 */
export function searchableListQueryOptions<Row>(
  listKey: QueryKey,
  request: ListRequest,
  reads: SearchableListReads<Row>,
) {
  return queryOptions({
    queryKey: [...listKey, request],
    queryFn: async () => {
      if (request.term === null) return reads.page({ page: request.page, size: request.size });
      const found = await reads.search(request.term);
      return { content: found, totalElements: found.length };
    },
    staleTime: 0,
  });
}
