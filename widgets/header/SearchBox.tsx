import { useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { ApiError } from "../../core/api/client.ts";
import type { SearchResult } from "../../core/api/search.ts";
import type { HeaderData } from "./header-data.ts";
import { navigation } from "../../core/element/navigate.ts";
import { SearchIcon } from "./icons.tsx";
import { SearchOption, MoreOption } from "./SearchOption.tsx";
import { useSearch } from "./use-search.ts";

const INPUT_ID = "search-input";
const LISTBOX_ID = "search-results";
const optionId = (index: number) => `search-option-${index}`;

/**
 * The site search as an editable combobox with a list popup (ARIA 1.2): focus stays in the field,
 * the active option is its aria-activedescendant. ArrowDown/ArrowUp move through the options
 * (wrapping), Home/End jump to the first/last option while one is active (otherwise they move the
 * caret), Enter opens the active hit or loads more (with no active option it searches at once),
 * Escape closes the list, or clears the field when it is closed. The count of hits, the empty state
 * and errors are announced through a polite live region. On a narrow page the field is a panel its
 * button opens (Search.tsx, `opened`): it takes focus when opened, and Escape with the list closed
 * closes the panel instead of clearing the field.
 */
export function SearchBox({ data, id, opened }: { data: HeaderData; id: string; opened: boolean }) {
  const { t } = useLingui();
  const { state, search, loadMore } = useSearch({
    baseUrl: data.baseUrl,
    language: data.language,
    limit: data.searchLimit,
    types: data.searchTypes,
  });
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActive] = useState(-1);
  const listbox = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // In the commit that shows the field, so no key typed meanwhile goes elsewhere.
  useLayoutEffect(() => {
    if (opened) input.current?.focus();
  }, [opened]);

  const { results } = state;
  const hasMore = state.after !== null;
  const count = results.length + (hasMore ? 1 : 0);
  const expanded = focused && !dismissed && results.length > 0;
  const active = expanded && activeIndex < count ? activeIndex : -1;

  useEffect(() => {
    if (active >= 0) listbox.current?.querySelector(`#${optionId(active)}`)?.scrollIntoView({ block: "nearest" });
  }, [active, results.length]);

  /** Opens a hit, or loads more (the active option then is the first new hit, at the same index). */
  const choose = (index: number) => {
    const hit: SearchResult | undefined = results[index];
    if (hit) navigation.go(hit.url);
    else if (hasMore) loadMore();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (count === 0) return;
        const down = event.key === "ArrowDown";
        setDismissed(false);
        if (!expanded || active < 0) setActive(down ? 0 : count - 1);
        else setActive(down ? (active + 1) % count : (active - 1 + count) % count);
        return;
      }
      case "Home":
      case "End":
        if (active < 0) return;
        event.preventDefault();
        setActive(event.key === "Home" ? 0 : count - 1);
        return;
      case "Enter":
        event.preventDefault();
        if (active >= 0) choose(active);
        else {
          setDismissed(false);
          search(text, true);
        }
        return;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setDismissed(true);
          setActive(-1);
        } else if (text && !opened) {
          event.preventDefault();
          setText("");
          search("");
        }
        return;
    }
  };

  let message = "";
  const term = state.term;
  if (state.error) {
    message =
      state.error instanceof ApiError && state.error.kind === "network"
        ? t`Keine Verbindung zum Shop. Die Suche ist gerade nicht möglich.`
        : t`Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.`;
  } else if (state.status === "ready" && results.length === 0) message = t`Keine Treffer für „${term}“`;
  else if (state.status === "ready") {
    const shown = results.length;
    const total = Math.max(state.total, shown);
    message = t`${shown} von ${total} Treffern`;
  }
  const panelOpen = focused && !dismissed && (expanded || message !== "");

  return (
    <div className="search" id={id} part="search">
      <label htmlFor={INPUT_ID} className="visually-hidden">
        {t`Website durchsuchen`}
      </label>
      <SearchIcon className="icon search-icon" />
      <input
        ref={input}
        id={INPUT_ID}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={LISTBOX_ID}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t`Suchen …`}
        value={text}
        onInput={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          setDismissed(false);
          setActive(-1);
          search(value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setActive(-1);
        }}
      />
      {/* Closed, the panel is only visually hidden: its live region stays in the accessibility tree. */}
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
            <SearchOption key={`${hit.id}-${index}`} id={optionId(index)} hit={hit} active={index === active} />
          ))}
          {hasMore && (
            <MoreOption id={optionId(results.length)} active={active === results.length} loading={state.loadingMore} onChoose={loadMore} />
          )}
        </div>
        <p role="status" className="search-status">
          {message}
        </p>
      </div>
    </div>
  );
}
