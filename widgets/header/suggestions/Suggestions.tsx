// The search's suggestions, a lazy chunk: the field (../SearchBox.tsx) loads it on its first focus,
// so neither the search's code and schemas nor the list's CSS and texts (a catalog of this folder's
// own, core/element/lazy-kit.ts) count before interaction. The field stays the same element
// throughout (focus, caret and a phone's keyboard stay); this part handles its events once here and
// searches at once what was typed while it loaded.
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { reachOf } from "../../../core/api/client.ts";
import type { SearchResult } from "../../../core/api/search.ts";
import { hitKindKit } from "../../../core/search-ui/hit-kind.ts";
import type { Kit } from "../../../core/element/kit.ts";
import { navigation } from "../../../core/element/navigate.ts";
import { useLazyKits } from "../../../core/ui/use-lazy-kits.ts";
import catalog from "../../../locales/header-suggestions.ts";
import type { HeaderData } from "../header-data.ts";
import { MoreOption, SearchOption } from "./SearchOption.tsx";
import css from "./suggestions.css";
import { SEARCH_DEBOUNCE_MS, useSearch } from "./use-search.ts";
import { pictureKit } from "../../../core/ui/picture-kit.ts";

const KITS: readonly Kit[] = [{ css, catalog }, hitKindKit, pictureKit];
const LISTBOX_ID = "search-results";
const optionId = (index: number) => `search-option-${index}`;

/** The field's events this part handles, once it is there. */
export interface FieldEvents {
  onInput(text: string): void;
  /** True when this part handled the key; an Enter it leaves opens the results page (../SearchBox.tsx). */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
  onFocus(): void;
  onBlur(): void;
}

/** The combobox's state on the field. */
export interface ComboAria {
  expanded: boolean;
  /** The listbox, there once this part is. */
  controls?: string;
  activeDescendant?: string | undefined;
}

export interface SuggestionsProps {
  data: HeaderData;
  input: RefObject<HTMLInputElement | null>;
  text: string;
  /** When the last key changed the text (performance.now() time). */
  typedAt: number;
  setText(text: string): void;
  /** The field is a narrow page's panel (../Search.tsx): Escape closes it instead of clearing the field. */
  opened: boolean;
  /** Where this part puts its handlers of the field's events. */
  events: { current: FieldEvents | null };
  onAria(aria: ComboAria): void;
  /** The results page of a term (../header-data.ts: searchResultsUrl). */
  resultsUrl(term: string): string;
}

export function Suggestions(props: SuggestionsProps) {
  const ready = useLazyKits(KITS, props.input);
  return ready ? <Combobox {...props} /> : null;
}

/**
 * The site search as an editable combobox with a list popup (ARIA 1.2): focus stays in the field,
 * the active option is its aria-activedescendant. ArrowDown/ArrowUp move through the options
 * (wrapping), Home/End jump to the first/last option while one is active (otherwise they move the
 * caret), Enter opens the active hit or loads more (after a failed search it searches again; otherwise
 * the field opens the results page),
 * Escape closes the list, or clears the field when it is closed. The count of hits, the empty state
 * and errors are announced through a polite live region. On a narrow page the field is a panel
 * (`opened`): Escape with the list closed closes the panel instead of clearing the field.
 */
function Combobox({ data, input, text, typedAt, setText, opened, events, onAria, resultsUrl }: SuggestionsProps) {
  const { t } = useLingui();
  const { state, search, loadMore } = useSearch({
    baseUrl: data.baseUrl,
    language: data.language,
    limit: data.searchLimit,
    types: data.searchTypes,
  });
  // Loaded on focus, the field mostly has it still.
  const [focused, setFocused] = useState(() => input.current?.matches(":focus") ?? false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActive] = useState(-1);
  const listbox = useRef<HTMLDivElement>(null);

  // What was typed while this part loaded, after what is left of the pause since the last key (none
  // if the shopper stopped typing meanwhile). In the commit, so a key typed right after it comes after.
  useLayoutEffect(() => search(text, SEARCH_DEBOUNCE_MS - (performance.now() - typedAt)), []);

  const { results } = state;
  const hasMore = state.after !== null;
  const count = results.length + (hasMore ? 1 : 0);
  const expanded = focused && !dismissed && results.length > 0;
  const active = expanded && activeIndex < count ? activeIndex : -1;
  const activeId = active >= 0 ? optionId(active) : undefined;

  useLayoutEffect(() => {
    onAria({ expanded, controls: LISTBOX_ID, activeDescendant: activeId });
  }, [expanded, activeId]);

  useEffect(() => {
    if (activeId) listbox.current?.querySelector(`#${activeId}`)?.scrollIntoView({ block: "nearest" });
  }, [activeId, results.length]);

  /** Opens a hit, or loads more (the active option then is the first new hit, at the same index). */
  const choose = (index: number) => {
    const hit: SearchResult | undefined = results[index];
    if (hit) navigation.go(hit.url);
    else if (hasMore) loadMore();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (count === 0) return true;
        const down = event.key === "ArrowDown";
        setDismissed(false);
        if (!expanded || active < 0) setActive(down ? 0 : count - 1);
        else setActive(down ? (active + 1) % count : (active - 1 + count) % count);
        return true;
      }
      case "Home":
      case "End":
        if (active < 0) return false;
        event.preventDefault();
        setActive(event.key === "Home" ? 0 : count - 1);
        return true;
      case "Enter":
        // An input this render has not seen yet (a paste or a scanner, Enter in the same task) has
        // neither an active option nor a failed search: the field searches what it holds.
        if (event.currentTarget.value !== text) return false;
        if (active >= 0) choose(active);
        else if (state.status === "error") {
          setDismissed(false);
          search(text, 0);
        } else return false;
        event.preventDefault();
        return true;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setDismissed(true);
          setActive(-1);
        } else if (text && !opened) {
          event.preventDefault();
          setText("");
          search("");
        } else return false;
        return true;
    }
    return false;
  };

  // Every commit: the handlers see this render's state.
  useLayoutEffect(() => {
    events.current = {
      onInput: (value) => {
        setDismissed(false);
        setActive(-1);
        search(value);
      },
      onKeyDown,
      onFocus: () => setFocused(true),
      onBlur: () => {
        setFocused(false);
        setActive(-1);
      },
    };
    return () => {
      events.current = null;
    };
  });

  let message = "";
  const term = state.term;
  if (state.error) {
    const reach = reachOf(state.error);
    if (reach === "offline") message = t`Keine Verbindung zum Shop. Die Suche ist gerade nicht möglich.`;
    else if (reach === "unreachable") message = t`Der Shop-Dienst ist gerade nicht erreichbar. Die Suche ist gerade nicht möglich.`;
    else message = t`Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.`;
  } else if (state.status === "ready" && results.length === 0) message = t`Keine Treffer für „${term}“`;
  else if (state.status === "ready") {
    const shown = results.length;
    const total = Math.max(state.total, shown);
    message = t`${shown} von ${total} Treffern`;
  }
  const panelOpen = focused && !dismissed && (expanded || message !== "");

  return (
    // Closed, the panel is only visually hidden: its live region stays in the accessibility tree.
    <div className={panelOpen ? "search-panel" : "search-panel visually-hidden"} part="search-panel">
      {/* A click in the list must not take the focus from the field (the list would close first). */}
      <div
        role="listbox"
        id={LISTBOX_ID}
        ref={listbox}
        aria-label={t`Suchergebnisse`}
        aria-busy={state.status === "loading" || state.loadingMore}
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
      >
        {results.map((hit, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same hit id can come twice (page and product); the index keeps keys unique
          <SearchOption key={`${hit.id}-${index}`} id={optionId(index)} hit={hit} active={index === active} data={data} />
        ))}
        {hasMore && (
          <MoreOption id={optionId(results.length)} active={active === results.length} loading={state.loadingMore} onChoose={loadMore} />
        )}
      </div>
      <p role="status" className="search-status">
        {message}
      </p>
      {expanded && (
        // A link beside the list: a click keeps the focus in the field until it is followed; Enter in the field does the same.
        <a className="all-results" href={resultsUrl(text)} onMouseDown={(event) => event.preventDefault()}>
          {t`Alle Ergebnisse`}
        </a>
      )}
    </div>
  );
}
