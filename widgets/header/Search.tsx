import { useLingui } from "@lingui/react/macro";
import type { HeaderData } from "./header-data.ts";
import { SearchIcon } from "./icons.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { useDisclosure } from "./use-disclosure.ts";

const FIELD_ID = "search-field";

/**
 * The search landmark. A wide header shows the field; a narrow one (header.css) only a button that
 * opens the field as a panel below the bar: focus moves into the field, Escape (with the hits' list
 * closed) closes it again with focus on the button, and so do focus or a press leaving it.
 */
export function Search({ data }: { data: HeaderData }) {
  const { t } = useLingui();
  const { open, buttonProps, regionProps } = useDisclosure();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every screen reader this shop supports
    <div role="search" className={open ? "search-area open" : "search-area"} aria-label={t`Website-Suche`} {...regionProps}>
      <button type="button" className="search-toggle" aria-controls={FIELD_ID} {...buttonProps}>
        <SearchIcon />
        <span className="visually-hidden">{t`Suchen`}</span>
      </button>
      <SearchBox data={data} id={FIELD_ID} opened={open} />
    </div>
  );
}
