import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAppServices, useRequiredSession } from '#web/app/app-services-context.tsx';
import { listNetworkMessage, type VoucherSearchParams } from '#web/features/voucher-lists/index.ts';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { showErrorToast } from '#web/lib/toast.ts';
import { fetchReceivedPage } from '../api/received-vouchers-api.ts';

/** Spec 001 §2 'Received vouchers': a new search starts again at page 0 with 15 rows. */
export const receivedPageSize = 15;

/** The company's received vouchers: page, size, search and what the server answered. */
export function useReceivedList() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(receivedPageSize);
  const [search, setSearch] = useState<VoucherSearchParams | null>(null);
  const query = useQuery({
    queryKey: ['received-vouchers', claims.ruc, page, size, search],
    queryFn: () => fetchReceivedPage(http, { ruc: claims.ruc, page, size, search }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });

  const { error } = query;
  useEffect(() => {
    if (!error) return;
    showErrorToast(isApiCallError(error) && error.code === 'HTTP' ? error.mensaje : listNetworkMessage);
  }, [error]);

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
    runSearch(params: VoucherSearchParams) {
      setSearch(params);
      setPage(0);
      setSize(receivedPageSize);
    },
    clearSearch() {
      setSearch(null);
      setPage(0);
      setSize(receivedPageSize);
    },
  };
}
