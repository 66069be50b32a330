// The shared category tree (core/state/category-tree.ts) in a component. Its request starts after the
// component's first frame was painted, so it never holds up an element's first render. The component
// keeps the store it got: a failed load is tried again by the next element, not by every render.
import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useMemo } from "react";
import { type CategoryTreeState, categoryTree } from "../state/category-tree.ts";
import { useAfterFirstPaint } from "./use-after-first-paint.ts";

const NOT_YET = atom<CategoryTreeState>({ status: "loading" });

/** Loading until the first paint, then the page's one tree for this shop and language. */
export function useCategoryTree({ baseUrl, language }: { baseUrl: string; language: string }): CategoryTreeState {
  const painted = useAfterFirstPaint();
  const store = useMemo(() => (painted ? categoryTree({ baseUrl, language }) : NOT_YET), [painted, baseUrl, language]);
  return useStore(store);
}
