import { useEffect } from 'react';
import { showErrorToast } from '#web/lib/toast.ts';

/**
 * The options a dialog's select loads, or none while they load or when they failed; each load failure
 * has its own message, shown once as an error notice (spec 001 §8).
 */
export function useLookup<T>(query: { isError: boolean; data: T[] | undefined }, failure: string): T[] {
  useEffect(() => {
    if (query.isError) showErrorToast(failure);
  }, [query.isError, failure]);
  return query.data ?? [];
}
