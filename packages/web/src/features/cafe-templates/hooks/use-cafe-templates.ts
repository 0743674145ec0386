import { voucherFileMessages } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast } from '#web/lib/toast.ts';
import { cafeTemplatesQueryOptions } from '../api/cafe-templates-api.ts';

/**
 * The company's CAFE templates for a document type, loaded once a picker that offers them opens; a failed
 * load says so in a notice (spec 001 §8, spec 002 §8).
 */
export function useCafeTemplates(documentType: string, isEnabled: boolean) {
  const { http } = useAppServices();
  const { ruc } = useRequiredSession().claims;
  const query = useQuery({ ...cafeTemplatesQueryOptions(http, ruc, documentType), enabled: isEnabled });
  const { isError } = query;
  useEffect(() => {
    if (isError) showErrorToast(voucherFileMessages.templatesFailed);
  }, [isError]);
  return query;
}
