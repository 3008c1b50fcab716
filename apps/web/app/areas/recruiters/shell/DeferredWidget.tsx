import { type ComponentType, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import * as css from "./barTriggers.css";

type BarWidgets = typeof import("./barWidgets");

let pending: Promise<BarWidgets> | undefined;

/** One request for the widgets' chunk, whoever asks first (hover, focus or press on any light trigger). */
export function loadBarWidgets(): Promise<BarWidgets> {
  pending ??= import("./barWidgets").catch((error: unknown) => {
    // A failed load may be retried by the next press (the chunk-load reload in root.tsx handles a stale build).
    pending = undefined;
    throw error;
  });
  return pending;
}

/** What a light trigger spreads on its `<button>`: it starts the load on intent and opens the widget on press. */
export type LightTriggerProps = {
  readonly onPointerEnter: () => void;
  readonly onFocus: () => void;
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
};

export type DeferredWidgetProps<P extends object> = {
  /** Picks the widget out of the bar's chunk. */
  readonly pick: (widgets: BarWidgets) => ComponentType<P>;
  readonly props: P;
  /**
   * The widget's trigger as it looks closed, all it shows included (the Entities panel's active entity, the bell's
   * count), drawn without react-aria: what the bar shows until the first press, so no page needs the chunk to draw.
   */
  readonly renderTrigger: (props: LightTriggerProps) => ReactNode;
  /**
   * Open with Enter whatever pressed the light trigger: the speed-dial's popover dialog, opened by a click right
   * after it mounts, leaves the focus on the page (Chromium); Enter moves it into the dialog, as a real press does.
   */
  readonly openWithKeyboard?: boolean;
};

/**
 * A bar widget that arrives on first use, on every page: the light trigger (same markup, look and name) stands in
 * until the first press; hover or focus fetch the chunk ahead, and nothing else does; the press swaps in the widget,
 * puts focus on its real trigger and presses it, so the widget opens as if it had been there (focus moves into it and
 * comes back to the trigger on close).
 */
export function DeferredWidget<P extends object>({
  pick,
  props,
  renderTrigger,
  openWithKeyboard = false,
}: DeferredWidgetProps<P>) {
  const [Widget, setWidget] = useState<ComponentType<P> | null>(null);
  // How the light trigger was pressed: a keyboard press (a click of detail 0) opens a menu on its first item.
  const openOnLoad = useRef<"pointer" | "keyboard" | null>(null);
  const box = useRef<HTMLSpanElement>(null);

  // Intent only fetches: swapping the trigger under the pointer or the keyboard focus would lose the focus.
  const prefetch = () => void loadBarWidgets().catch(() => undefined);
  const handlePress = (event: MouseEvent<HTMLElement>) => {
    openOnLoad.current = openWithKeyboard || event.detail === 0 ? "keyboard" : "pointer";
    loadBarWidgets().then(
      (widgets) => setWidget(() => pick(widgets)),
      () => {
        openOnLoad.current = null;
      },
    );
  };

  useEffect(() => {
    const pressed = openOnLoad.current;
    if (!Widget || !pressed) return;
    // The widget's own trigger (a react-aria button), pressed the way the light one was, once react-aria has set
    // it up (next frame): Enter from the keyboard, a click from a pointer.
    const frame = requestAnimationFrame(() => {
      openOnLoad.current = null;
      const trigger = box.current?.querySelector<HTMLButtonElement>("button");
      if (!trigger) return;
      trigger.focus();
      if (pressed === "pointer") return trigger.click();
      trigger.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
      trigger.dispatchEvent(new KeyboardEvent("keyup", { key: "Enter", bubbles: true, cancelable: true }));
    });
    return () => cancelAnimationFrame(frame);
  }, [Widget]);

  return (
    <span ref={box} className={css.box}>
      {Widget ? (
        <Widget {...props} />
      ) : (
        renderTrigger({ onPointerEnter: prefetch, onFocus: prefetch, onClick: handlePress })
      )}
    </span>
  );
}
