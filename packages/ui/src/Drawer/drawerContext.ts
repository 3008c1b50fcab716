import { createContext } from "react";

/** The side drawer is in its mini layout: items show only their icons, their labels as tooltips. */
export const MiniContext = createContext(false);

/** Inside the modal sheet, following a link closes the sheet (the page changes under it). */
export const CloseSheetContext = createContext<(() => void) | null>(null);
