import { useCallback, useState } from "react";

/**
 * A value a parent may control (`value` + `onChange`) or leave to the component (`defaultValue`). For the states
 * react-aria does not manage for us (drawer mini/open, hidden table columns, the current page).
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, set];
}
