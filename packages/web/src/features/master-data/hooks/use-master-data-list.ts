import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { showErrorToast } from '#web/lib/toast.ts';
import { listNetworkMessage } from '#web/lib/list-messages.ts';

/** Spec 001 §2: searches start at 3 characters, 500 ms after the last key. */
export const searchMinLength = 3;
export const searchDebounceMs = 500;

/** A page of the list (`term` null) or a search, which the server answers whole. */
export type ListRequest = { page: number; size: number; term: string | null };
type ListAnswer = { content: unknown[]; totalElements: number };

/**
 * A master-data list (customers, providers, products): the server's pages, or a search as the user types
 * (at least 3 characters, 500 ms after the last key; emptying the box returns to the pages). A search's
 * rows are paged here.
 */
export function useMasterDataList<Answer extends ListAnswer, TKey extends QueryKey>(
  options: (request: ListRequest) => UseQueryOptions<Answer, Error, Answer, TKey>,
  pageSize = 15,
) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(pageSize);
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState<string | null>(null);

  useEffect(() => {
    const text = typed.trim();
    const next = text.length >= searchMinLength ? text : null;
    if (next === term) return;
    if (next === null && text !== '') return;
    const timer = setTimeout(
      () => {
        setTerm(next);
        setPage(0);
      },
      next === null ? 0 : searchDebounceMs,
    );
    return () => clearTimeout(timer);
  }, [typed, term]);

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
    typed,
    type: setTyped,
    changePage: setPage,
    changeSize(next: number) {
      setSize(next);
      setPage(0);
    },
  };
}
