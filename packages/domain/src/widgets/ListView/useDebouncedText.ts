import { useEffect, useState } from "react";
import { LIST_SEARCH_DEBOUNCE_MS } from "../../state/listState";

/**
 * A search box's text over a committed value (spec §9): the box shows each keystroke at once and commits the text
 * `LIST_SEARCH_DEBOUNCE_MS` after the last one. A committed value that changes from outside (back, a saved view,
 * reset) replaces the text; the box's own commit coming back does not, so letters typed meanwhile stay.
 */
export function useDebouncedText(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState(committed);
  // What the box last saw committed and what it last committed itself: both are state, compared during render.
  const [seen, setSeen] = useState({ committed, own: committed });
  if (seen.committed !== committed) {
    const fromOutside = committed !== seen.own;
    setSeen({ committed, own: fromOutside ? committed : seen.own });
    if (fromOutside) setText(committed);
  }

  useEffect(() => {
    if (text === committed || text === seen.own) return;
    const timer = setTimeout(() => {
      setSeen((current) => ({ ...current, own: text }));
      commit(text);
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, seen.own, commit]);

  return [text, setText] as const;
}
