import Search from '@mui/icons-material/Search';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

/** Spec 001 §9, spec 000 §5: searches wait 500 ms after the last key. */
export const searchDebounceMs = 500;

type SearchBoxProps = {
  label: string;
  /** Called with the trimmed text once typing pauses and it has at least `minLength` characters. */
  onSearch: (term: string) => void;
  /** Called when the box is emptied: the list goes back to its pages. */
  onClear: () => void;
  /** A shorter text searches nothing and keeps what the list shows. */
  minLength?: number;
  /** The rule under the box ('Ingrese al menos 3 caracteres'). */
  helperText?: string;
  maxLength?: number;
  /**
   * The caller's search in flight. Given, the box shows 'Buscando' while it runs and while a long enough
   * text waits for the pause.
   */
  isSearching?: boolean;
};

/**
 * THE search box of the lists (spec 001 §2): a long enough text searches once typing pauses, an emptied box
 * goes back to the pages. The one debounce is `useDebouncedValue`.
 */
export function SearchBox(props: SearchBoxProps) {
  const { label, onSearch, onClear, minLength = 1, helperText, maxLength = 100, isSearching } = props;
  const [text, setText] = useState('');
  const typed = text.trim();
  const settled = useDebouncedValue(typed, searchDebounceMs);
  const answered = useRef(settled);
  useEffect(() => {
    if (settled === answered.current) return;
    answered.current = settled;
    if (settled === '') onClear();
    else if (settled.length >= minLength) onSearch(settled);
  }, [settled, minLength, onSearch, onClear]);
  const isWaiting = typed !== settled && typed.length >= minLength;
  const showsProgress = isSearching !== undefined && (isSearching || isWaiting);
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      helperText={helperText}
      sx={{ minWidth: 320 }}
      slotProps={{
        htmlInput: { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: showsProgress ? (
            <InputAdornment position="end">
              <CircularProgress size={18} aria-label="Buscando" />
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
