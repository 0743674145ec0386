import { useEffect, useRef } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import type { EmissionValues } from '../model/emission-values.ts';

/** How long the typing must stop before the draft is saved. */
const AUTOSAVE_DELAY_MS = 1_500;

/**
 * Hands the form's values to `onSettled` once they stop changing. A component of its own, rendering
 * nothing: watching every value re-renders it alone, not the form's sections.
 */
export function DraftAutosave({
  control,
  onSettled,
}: {
  control: Control<EmissionValues>;
  onSettled: (snapshot: string) => void;
}) {
  const values = useWatch({ control });
  const settled = useDebouncedValue(JSON.stringify(values), AUTOSAVE_DELAY_MS);
  // Only a change of the values counts: a new `onSettled` (the form became ready) must not hand over
  // values the debounce has not caught up with yet.
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    onSettledRef.current = onSettled;
  });
  useEffect(() => onSettledRef.current(settled), [settled]);
  return null;
}
