import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { showErrorToast } from '#web/lib/toast.ts';
import type { VoucherSearchParams } from '../api/voucher-lists-api.ts';
import { listNetworkMessage } from '../voucher-list-messages.ts';

type PageRequest = { page: number; size: number; search: VoucherSearchParams | null };

type PagedSearchOptions<Row> = {
  queryKey: readonly unknown[];
  pageSize: number;
  fetchPage: (request: PageRequest) => Promise<{ content: Row[]; totalElements: number }>;
  /** Spec 001 §2 'Received vouchers': a new search also starts again with the default page size. */
  isSizeResetBySearch?: boolean;
};

/**
 * A repository list: its page, size and search, and what the server answered. A failed load shows its
 * message and an empty table (spec 001 §8 'Lists').
 */
export function usePagedSearch<Row>(options: PagedSearchOptions<Row>) {
  const { queryKey, pageSize, fetchPage, isSizeResetBySearch = false } = options;
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(pageSize);
  const [search, setSearch] = useState<VoucherSearchParams | null>(null);
  const query = useQuery({
    queryKey: [...queryKey, page, size, search],
    queryFn: () => fetchPage({ page, size, search }),
    placeholderData: keepPreviousData,
    retry: false,
    // The worker moves documents between the lists and loads add received ones: always ask again.
    staleTime: 0,
  });

  const { error } = query;
  useEffect(() => {
    if (!error) return;
    showErrorToast(isApiCallError(error) && error.code === 'HTTP' ? error.mensaje : listNetworkMessage);
  }, [error]);

  function restart(next: VoucherSearchParams | null) {
    setSearch(next);
    setPage(0);
    if (isSizeResetBySearch) setSize(pageSize);
  }

  return {
    rows: query.isError ? [] : (query.data?.content ?? []),
    total: query.isError ? 0 : (query.data?.totalElements ?? 0),
    page,
    size,
    isLoading: query.isFetching,
    changePage: setPage,
    changeSize(next: number) {
      setSize(next);
      setPage(0);
    },
    runSearch: (params: VoucherSearchParams) => restart(params),
    clearSearch: () => restart(null),
  };
}
export type PagedSearchState<Row> = ReturnType<typeof usePagedSearch<Row>>;
