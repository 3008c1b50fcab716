/** The header row's height: a row reached by keyboard scrolls to just below it. */
export const HEADER_HEIGHT = 37;
export const SELECTION_COLUMN_WIDTH = 44;
/** Rows rendered beyond each edge of the view, so a fast scroll rarely shows an empty band. */
export const OVERSCAN = 8;
