import type { VoucherListKind } from '@facturar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAppServices, useRequiredSession } from '#web/app/app-services-context.tsx';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { showErrorToast } from '#web/lib/toast.ts';
import { fetchVoucherPage, type VoucherSearchParams } from '../api/voucher-lists-api.ts';
import { listNetworkMessage, repositoryPageSize } from '../voucher-list-messages.ts';

/**
 * One repository list of the signed-in company: its page, size and search, and what the server answered.
 * A failed load shows its message and an empty table (spec 001 §8 'Lists').
 */
export function useVoucherList(kind: VoucherListKind) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(repositoryPageSize);
  const [search, setSearch] = useState<VoucherSearchParams | null>(null);
  const query = useQuery({
    queryKey: ['voucher-list', kind, claims.ruc, page, size, search],
    queryFn: () => fetchVoucherPage(http, { kind, ruc: claims.ruc, page, size, search }),
    placeholderData: keepPreviousData,
    retry: false,
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
    isSearching: search !== null,
    changePage: setPage,
    changeSize(next: number) {
      setSize(next);
      setPage(0);
    },
    runSearch(params: VoucherSearchParams) {
      setSearch(params);
      setPage(0);
    },
    clearSearch() {
      setSearch(null);
      setPage(0);
    },
  };
}
export type VoucherListState = ReturnType<typeof useVoucherList>;
