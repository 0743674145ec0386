import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { showErrorToast } from '#web/lib/toast.ts';
import { listNetworkMessage } from '#web/lib/list-messages.ts';

/** A page of the list (`term` null) or a search, which the server answers whole. */
export type ListRequest = { page: number; size: number; term: string | null };
type ListAnswer = { content: unknown[]; totalElements: number };

/**
 * A master-data list (customers, providers, products): the server's pages, or the search its SearchBox
 * hands over (spec 001 §2: at least 3 characters; emptying the box returns to the pages). A search's rows
 * are paged here.
 */
export function useMasterDataList<Answer extends ListAnswer, TKey extends QueryKey>(
  options: (request: ListRequest) => UseQueryOptions<Answer, Error, Answer, TKey>,
  pageSize = 15,
) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(pageSize);
  const [term, setTerm] = useState<string | null>(null);
  const restart = (next: string | null) => {
    setTerm(next);
    setPage(0);
  };

  const query = useQuery({
    ...options(term === null ? { page, size, term } : { page: 0, size: 0, term }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    showErrorToast(isApiCallError(error) && error.code === 'HTTP' ? error.mensaje : listNetworkMessage);
  }, [error]);

  const all: Answer['content'][number][] = query.isError ? [] : (query.data?.content ?? []);
  const rows = term === null ? all : all.slice(page * size, page * size + size);
  return {
    rows,
    total: query.isError ? 0 : (query.data?.totalElements ?? 0),
    page,
    size,
    isLoading: query.isFetching,
    search: (next: string) => restart(next),
    clearSearch: () => restart(null),
    changePage: setPage,
    changeSize(next: number) {
      setSize(next);
      setPage(0);
    },
  };
}
