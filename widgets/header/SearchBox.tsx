import { useLingui } from "@lingui/react/macro";
import { type ComponentType, type KeyboardEvent, useLayoutEffect, useRef, useState } from "react";
import { MIN_TERM_LENGTH } from "../../core/api/search-request.ts";
import { navigation } from "../../core/element/navigate.ts";
import { type HeaderData, searchResultsUrl } from "./header-data.ts";
import { SearchIcon } from "./icons.tsx";
import type { ComboAria, FieldEvents, SuggestionsProps } from "./suggestions/Suggestions.tsx";

const INPUT_ID = "search-input";
const CLOSED: ComboAria = { expanded: false };

const loadSuggestions = () => import("./suggestions/Suggestions.tsx").then((module) => module.Suggestions);

/**
 * The search field, in the header's first load. Its suggestions (the hits' list, the search's code
 * and texts: suggestions/) load on the field's first focus, which the first key and a phone's search
 * button (Search.tsx, `opened`) both bring: what is typed meanwhile stays in the field and is searched
 * once they are there. Until then it is a combobox whose popup is closed (and not there yet).
 *
 * Enter that no suggestion takes (none active) opens the results page of what the field holds at
 * that moment, read from the field itself: a paste or a scanner's keys followed at once by Enter
 * come before any render (or before the suggestions) has seen them.
 */
export function SearchBox({ data, id, opened }: { data: HeaderData; id: string; opened: boolean }) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const [aria, setAria] = useState(CLOSED);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const loading = useRef(false);
  const typedAt = useRef(0);
  const events = useRef<FieldEvents | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // In the commit that shows the field, so no key typed meanwhile goes elsewhere.
  useLayoutEffect(() => {
    if (opened) input.current?.focus();
  }, [opened]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The keys of an input method's composition (its Enter confirms a word) are its own.
    if (event.nativeEvent.isComposing || events.current?.onKeyDown(event) || event.key !== "Enter") return;
    event.preventDefault();
    const term = event.currentTarget.value.trim();
    if (term.length >= MIN_TERM_LENGTH) navigation.go(searchResultsUrl(data, term));
  };

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    loadSuggestions().then(
      (part) => setSuggestions(() => part),
      // The field stays a plain field.
      (error: unknown) => console.error("[shop-widgets] cannot load the search's suggestions", error),
    );
  };

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
        aria-expanded={aria.expanded}
        aria-controls={aria.controls}
        aria-activedescendant={aria.activeDescendant}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t`Suchen …`}
        value={text}
        onInput={(event) => {
          const value = event.currentTarget.value;
          typedAt.current = event.timeStamp;
          setText(value);
          events.current?.onInput(value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          load();
          events.current?.onFocus();
        }}
        onBlur={() => events.current?.onBlur()}
      />
      {Suggestions && (
        <Suggestions
          data={data}
          input={input}
          text={text}
          typedAt={typedAt.current}
          setText={setText}
          opened={opened}
          events={events}
          onAria={setAria}
          resultsUrl={(term) => searchResultsUrl(data, term)}
        />
      )}
    </div>
  );
}
