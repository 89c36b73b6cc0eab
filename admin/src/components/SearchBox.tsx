import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

/** Long enough not to send a request per keystroke, short enough to feel like searching as you type. */
export const SEARCH_DELAY_MS = 300;

export interface SearchBoxProps {
  /** The accessible name (aria-label). */
  label: string;
  placeholder: string;
  /** The term the screen searches for now; when the screen changes it (a filter chip's delete), the box shows it. */
  term: string;
  /** Called with the trimmed text once typing pauses, at once on Enter (or the button); only when it changed. */
  onSearch: (term: string) => void;
  /** Adds a Search button beside the box that searches at once, like Enter. */
  button?: boolean;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

/** The admin's one search box: shows what is typed at once and searches once typing pauses. */
export function SearchBox({ label, placeholder, term, onSearch, button = false, autoFocus, sx }: SearchBoxProps) {
  const [text, setText] = useState(term);
  const sent = useRef(term);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The pending search calls the screen's latest handler, so screens need not memoise it.
  const latest = useRef(onSearch);
  latest.current = onSearch;

  const send = (typed: string) => {
    clearTimeout(timer.current);
    const next = typed.trim();
    if (next === sent.current) return;
    sent.current = next;
    latest.current(next);
  };

  // Only a term the box did not send itself replaces the text: echoing its own would eat a trailing space.
  useEffect(() => {
    if (term === sent.current) return;
    clearTimeout(timer.current);
    sent.current = term;
    setText(term);
  }, [term]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (typed: string) => {
    setText(typed);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(typed), SEARCH_DELAY_MS);
  };

  return (
    <>
      <TextField
        size="small"
        placeholder={placeholder}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(text);
        }}
        sx={sx ?? { flex: 1, minWidth: 200, maxWidth: 460 }}
        slotProps={{
          htmlInput: { 'aria-label': label },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {button && (
        <Button variant="outlined" onClick={() => send(text)}>
          Search
        </Button>
      )}
    </>
  );
}
