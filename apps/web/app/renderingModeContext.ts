import { createContext, useContext } from "react";
import type { RenderingMode } from "./renderingModes";

/**
 * The page's rendering mode (renderingModes.ts), decided by entry.server.tsx from the routes the request matched and
 * provided around the server render. The browser renders hydrated pages only (a document carries no script, and a
 * link from the app into a document loads it from the server: `loadAsDocument`), hence the default.
 */
export const RenderingModeContext = createContext<RenderingMode>("hydrated");

export function useRenderingMode(): RenderingMode {
  return useContext(RenderingModeContext);
}
