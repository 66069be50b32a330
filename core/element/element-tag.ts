// Which element a piece of the tree renders in (WidgetShell provides it): a failure reported from deep
// inside (core/analytics/shop-error.ts) names its element without each component passing it down.
import { createContext, useContext } from "react";

export const ElementTagContext = createContext("");

/** The tag of the element this component renders in ("" outside one, as in a kit's own test). */
export const useElementTag = (): string => useContext(ElementTagContext);
