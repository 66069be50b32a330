import { type Columns, columnProperties } from "../../core/catalog/product-properties.ts";

/** The related and accessory articles' ids (widgets/product-detail/RelatedSections.tsx). */
const RELATED_PROPERTIES = ["aehnliche_artikel", "zusatz_artikel"];

/** The article properties the product page asks for: its columns' (with their inch variants) and the related rows'. */
export const pageProperties = (columns: Columns | undefined): string[] => [...columnProperties(columns), ...RELATED_PROPERTIES];
