import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/** Spec 001 §9: searches wait 500 ms after the last key. */
const debounceMs = 500;

type SearchBoxProps = {
  label: string;
  /** Called with the trimmed text once typing pauses and it has at least `minLength` characters. */
  onSearch: (term: string) => void;
  /** Called when the box is emptied: the list goes back to its pages. */
  onClear: () => void;
  minLength?: number;
};

/** The lists' debounced search box (spec 001 §2): a long enough text searches, an empty one reloads. */
export function SearchBox({ label, onSearch, onClear, minLength = 1 }: SearchBoxProps) {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const term = next.trim();
      if (term === '') onClear();
      else if (term.length >= minLength) onSearch(term);
    }, debounceMs);
  }

  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => change(event.target.value)}
      sx={{ minWidth: 280 }}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
