import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { showErrorToast } from '#web/lib/toast.ts';
import { listNetworkMessage } from './list-messages.ts';

/** A list's search: the query parameters its endpoint takes, as typed in its search box. */
export type SearchParams = Readonly<Record<string, string>>;

/** What a list endpoint's queryOptions get for one page: its number and size, and the search if any. */
export type PageRequest = { page: number; size: number; search: SearchParams | null };

type PageAnswer = { content: unknown[]; totalElements: number };

type PagedSearchOptions<Answer, TKey extends QueryKey> = {
  pageSize: number;
  /** The list endpoint's queryOptions for one page. */
  pageOptions: (request: PageRequest) => UseQueryOptions<Answer, Error, Answer, TKey>;
  /** Spec 001 §2 'Received vouchers': a new search also starts again with the default page size. */
  isSizeResetBySearch?: boolean;
};

export type PagedSearchState<Row> = {
  rows: Row[];
  total: number;
  /** The search the rows answer, null for the list's pages. */
  search: SearchParams | null;
  page: number;
  size: number;
  isLoading: boolean;
  changePage: (page: number) => void;
  changeSize: (size: number) => void;
  runSearch: (params: SearchParams) => void;
  clearSearch: () => void;
};

/**
 * A repository list: its page, size and search, and what the server answered. A failed load shows its
 * message and an empty table (spec 001 §8 'Lists').
 */
export function usePagedSearch<Answer extends PageAnswer, TKey extends QueryKey>(
  options: PagedSearchOptions<Answer, TKey>,
): PagedSearchState<Answer['content'][number]> {
  const { pageSize, pageOptions, isSizeResetBySearch = false } = options;
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(pageSize);
  const [search, setSearch] = useState<SearchParams | null>(null);
  const query = useQuery({
    ...pageOptions({ page, size, search }),
    placeholderData: keepPreviousData,
    // A failed page shows its message at once and an empty table.
    retry: false,
  });

  const { error } = query;
  useEffect(() => {
    if (!error) return;
    showErrorToast(isApiCallError(error) && error.code === 'HTTP' ? error.mensaje : listNetworkMessage);
  }, [error]);

  function restart(next: SearchParams | null) {
    setSearch(next);
    setPage(0);
    if (isSizeResetBySearch) setSize(pageSize);
  }

  return {
    rows: query.isError ? [] : (query.data?.content ?? []),
    total: query.isError ? 0 : (query.data?.totalElements ?? 0),
    search,
    page,
    size,
    isLoading: query.isFetching,
    changePage: setPage,
    changeSize(next: number) {
      setSize(next);
      setPage(0);
    },
    runSearch: (params: SearchParams) => restart(params),
    clearSearch: () => restart(null),
  };
}
