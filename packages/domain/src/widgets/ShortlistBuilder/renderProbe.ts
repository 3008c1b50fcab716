import { createContext } from "react";

/**
 * Test only: called each time a candidate's row or presentation editor draws, with which and the candidate's apply
 * id. A story counts the calls to prove that a move redraws no candidate (the places are the style's counters, not
 * the rows' props); with no provider (the app) it costs one context read.
 */
export const ShortlistRenderProbe = createContext<((part: "row" | "editor", applyId: number) => void) | null>(null);
