import { useState } from 'react';

/**
 * Text the user edits, put back to `source` whenever `source` changes (a search made elsewhere), but not
 * on mount: React 19 replays typing that came before hydration as a change, which a mount-time reset
 * (an effect setting the text to `source`) wiped. React's "adjust state when a prop changes" pattern.
 */
export function useDraft(source: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(source);
  const [seen, setSeen] = useState(source);
  if (source !== seen) {
    setSeen(source);
    setDraft(source);
  }
  return [draft, setDraft];
}
