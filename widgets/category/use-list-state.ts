// The list's filters, sort and page in the page query (core/browse/list-url.ts) through the
// configurators' URL state hook: a change of filters, sort or page pushes a history entry (back undoes
// it), typing in the text filter replaces the entry once typing pauses.
import { useCallback } from "react";
import { decodeList, encodeList, LIST_PREFIX, type ListState } from "../../core/browse/list-url.ts";
import { useUrlState } from "../../core/ui/use-url-state.ts";

export type ChangeList = (change: Partial<ListState>, typing?: boolean) => void;

export function useListState(): [ListState, ChangeList] {
  const [state, set] = useUrlState(LIST_PREFIX, encodeList, decodeList);
  // A change of filters or sort starts again at page 1; only the pager sets a page.
  const change = useCallback<ChangeList>((next, typing = false) => set({ ...state, page: 1, ...next }, !typing), [state, set]);
  return [state, change];
}
