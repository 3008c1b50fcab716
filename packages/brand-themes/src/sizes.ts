/**
 * Spec §9 sizes and timings that no brand changes.
 *
 * They are plain numbers, not CSS variables, on purpose: media queries cannot read custom properties
 * (`@media (min-width: var(--x))` is invalid), JavaScript needs the timings as numbers to schedule work, and a
 * constant used in a `.css.ts` file is written into the stylesheet at build time, so it costs nothing at runtime.
 * What a brand may change (colours, type, radii…) is in the theme contract (`vars`) instead.
 */

/** Visual breakpoints (min-widths, px), Bootstrap's four steps of spec §9. `xs` is everything below `sm`. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
/** Every responsive step, smallest first; `xs` has no media query. */
export const RESPONSIVE_STEPS = ["xs", "sm", "md", "lg", "xl"] as const;
export type ResponsiveStep = (typeof RESPONSIVE_STEPS)[number];

/** Below this width the app uses its mobile layout (drawers become temporary, the navbar collapses). */
export const MOBILE_BREAKPOINT = 1264;

/** Container max-widths at each breakpoint (spec §9: 540, 720, 960, 1140). Below `sm` a container is fluid. */
export const CONTAINERS = { sm: 540, md: 720, lg: 960, xl: 1140 } as const;

export const GRID = { columns: 12 } as const;

export const SIZES = {
  dialog: {
    /** Modal widths: default 500, small 300, large 800, extra large 1140. */
    sm: 300,
    md: 500,
    lg: 800,
    xl: 1140,
    max: 1200,
    /** Bottom sheets (dialogs anchored to the bottom of the screen). */
    bottomMax: 900,
    loading: 400,
    search: 1000,
    signature: 1300,
  },
  toast: { maxWidth: 350 },
  tooltip: { maxWidth: 200 },
  popover: { maxWidth: 276 },
  notifications: { listMaxHeight: 600, cardMinWidth: 530, panelMinWidth: 550, panelMaxWidth: 575 },
} as const;

/** Spec §9 timings in milliseconds, for code that waits (CSS durations are `vars.motion`). */
export const TIMING = {
  progressThrottle: 200,
  progressDuration: 5000,
  progressHide: 500,
  loadingBarAnimation: 3000,
  searchDebounce: 800,
  deleteRedirect: 800,
  socketReconnect: 1000,
  notificationsViewedDelay: 1000,
  loadingDialogApplyDelay: 100,
  personalEmailToast: 60_000,
  chunkReloadGuard: 60_000,
} as const;

/** `@media` conditions for vanilla-extract: `{ "@media": { [media.up("md")]: { … } } }`. */
export const media = {
  up: (step: Breakpoint): string => `screen and (min-width: ${BREAKPOINTS[step]}px)`,
  /** Strictly below a breakpoint (`max-width` is inclusive, so one pixel less). */
  down: (step: Breakpoint): string => `screen and (max-width: ${BREAKPOINTS[step] - 0.02}px)`,
  mobile: `screen and (max-width: ${MOBILE_BREAKPOINT - 0.02}px)`,
  desktop: `screen and (min-width: ${MOBILE_BREAKPOINT}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;
