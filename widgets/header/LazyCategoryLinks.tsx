import { useLingui } from "@lingui/react/macro";
import { type ComponentType, useEffect, useState } from "react";
import type { HeaderData } from "./header-data.ts";

type Part = ComponentType<{ data: HeaderData }>;
const loadCategoryLinks = () => import("./CategoryLinks.tsx").then((module): Part => module.CategoryLinks);

/**
 * The category list (CategoryLinks.tsx, with the tree's store and schemas) in a chunk of its own that
 * loads beside the header's first render, not in it: the header's first load stays as small as before
 * on every page. Until it is there the panel says the range is loading; without it (a dead network),
 * that it cannot load, and the console says why.
 */
export function LazyCategoryLinks({ data }: { data: HeaderData }) {
  const { t } = useLingui();
  const [part, setPart] = useState<Part | "failed" | null>(null);
  useEffect(() => {
    let live = true;
    loadCategoryLinks().then(
      (loaded) => live && setPart(() => loaded),
      (error: unknown) => {
        console.error("[shop-widgets] cannot load the header's categories", error);
        if (live) setPart("failed");
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (part === "failed") return <p className="category-note">{t`Das Sortiment kann gerade nicht geladen werden.`}</p>;
  if (part === null) return <p className="category-note">{t`Das Sortiment wird geladen …`}</p>;
  const Loaded = part;
  return <Loaded data={data} />;
}
