import { useMemo } from "react";
import type { sanitizedCmsBody } from "../../core/element/cms-html.ts";

type Sanitize = typeof sanitizedCmsBody;

/** Loads the description's sanitiser (DOMPurify, its own chunk); a failed load is logged, and the page goes on without the text. */
export const loadSanitizer = (): Promise<Sanitize> =>
  import("../../core/element/cms-html.ts").then(
    (m) => m.sanitizedCmsBody,
    (error: unknown) => {
      console.error("[shop-widgets] <shop-category> cannot load the description's sanitiser", error);
      throw error;
    },
  );

/** The category's description, sanitised; nothing without the sanitiser or text. */
export function Description({ html, sanitize }: { html: string; sanitize: Sanitize | null }) {
  const clean = useMemo(() => (sanitize && html.trim() !== "" ? sanitize(html).innerHTML : ""), [html, sanitize]);
  if (clean === "") return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (core/element/cms-html.ts).
  return <div className="category-description" part="description" dangerouslySetInnerHTML={{ __html: clean }} />;
}
