import { type ComponentType, createElement, lazy, useState } from "react";

/** A component whose code loads on first use; `preload` starts loading it before it is drawn. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the part once (a failed load is tried again on the next call) and resolves with its component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * What a page opens later (a menu, a dialog, a popover and the fields inside them) loads on first use, preloaded on
 * intent: the trigger stays in the page's code and is drawn by the server, the part it opens is a chunk of its own.
 * `preload` starts the download when the trigger is pointed at or focused (`preloadOnIntent`); the part is drawn
 * once opened, inside a Suspense boundary. A part already loaded renders at once, without suspending, and keeps the
 * same component for its life (the chunk arriving later never remounts it).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, as React.lazy is
  function LazyPart(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(LazyPart, { preload });
}

/**
 * A trigger's props that preload what it opens when a pointer enters it or it takes focus (react-aria's
 * `onHoverStart`, which ignores touch, and `onFocus`): by the press, the part is usually there.
 */
export function preloadOnIntent(...parts: readonly { preload: () => Promise<unknown> }[]) {
  const start = () => {
    // A failed preload is not an error yet: the part's own load reports it when it is opened.
    for (const part of parts) part.preload().catch(() => undefined);
  };
  return { onHoverStart: start, onFocus: start };
}

/**
 * Whether an overlay has ever been open: its lazy part mounts on the first opening and stays mounted, so it can play
 * its closing transition and return focus afterwards.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}
