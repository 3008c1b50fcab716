import { type RefObject, useEffect, useState } from "react";

/**
 * Whether an element's content overflows it. A scrolling region must be reachable by keyboard (axe:
 * scrollable-region-focusable), but a tab stop on a region that does not scroll is noise: callers set
 * `tabIndex={0}` only while this is true.
 */
export function useIsScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [isScrollable, setIsScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setIsScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return isScrollable;
}
