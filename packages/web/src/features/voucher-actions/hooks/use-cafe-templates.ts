import { voucherFileMessages } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast } from '#web/lib/toast.ts';
import { listCafeTemplates } from '../api/voucher-files-api.ts';

/** The company's CAFE templates for a document type, loaded when a dialog that offers them opens. */
export function useCafeTemplates(documentTypeCode: string, isEnabled: boolean) {
  const { http } = useAppServices();
  const { ruc } = useRequiredSession().claims;
  const query = useQuery({
    queryKey: ['cafe-templates', ruc, documentTypeCode],
    queryFn: () => listCafeTemplates(http, ruc, documentTypeCode),
    enabled: isEnabled,
  });
  const { isError } = query;
  useEffect(() => {
    if (isError) showErrorToast(voucherFileMessages.templatesFailed);
  }, [isError]);
  return {
    templates: (query.data ?? []).map((item) => item.plantillaCafe),
    isLoading: query.isLoading,
    isError,
  };
}
