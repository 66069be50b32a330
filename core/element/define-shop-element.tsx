import type { I18n } from "@lingui/core";
import type { ComponentType, ReactNode } from "react";
import type * as v from "valibot";
import { Placeholder } from "../ui/Loading.tsx";
import { Translated, WidgetShell } from "../ui/WidgetShell.tsx";
import type { Lang } from "./data-block.ts";
import { defineElement, type ElementProps } from "./define.ts";
import type { CatalogLoaders } from "./i18n.ts";
import type { Kit } from "./kit.ts";

interface Definition<T extends { language: Lang }> {
  /** `shop-<folder>` (test/core/element-tags.test.ts checks it). */
  tag: `shop-${string}`;
  /** The data block's schema. */
  schema: v.GenericSchema<unknown, T>;
  /** The element's own CSS; base.css comes first, then each kit's, then this. */
  css: string;
  /** The element's own catalog (locales/<folder>.ts); core's and the kits' come with them. */
  catalog: CatalogLoaders;
  /** The kits of the shared pieces the element renders. */
  kits?: readonly Kit[];
  /** The block class whose `.loading` rule reserves the element's space (core/ui/Loading.tsx); null: it takes none. */
  placeholder: string | null;
}

/** The simple case: the view mounts once the catalog is there; the placeholder shows until then. */
interface TranslatedView<T extends { language: Lang }> extends Definition<T> {
  view: ComponentType<{ data: T }>;
  earlyView?: never;
}

/**
 * The view mounts before the catalog is there (i18n null), so it can start its requests at once; it
 * wraps what it shows in <Translated>.
 */
interface EarlyView<T extends { language: Lang }> extends Definition<T> {
  earlyView: ComponentType<{ data: T; i18n: I18n | null }>;
  view?: never;
}

export type ShopElementDefinition<T extends { language: Lang }> = TranslatedView<T> | EarlyView<T>;

/**
 * Defines a shop element from its definition (widgets/<folder>/element.ts): the data block parsed
 * against its schema (a bad block shows an alert naming the field), the catalogs of its language, the
 * CSS of the element and its kits in one adopted sheet (core/element/define.ts).
 */
export function defineShopElement<T extends { language: Lang }>(definition: ShopElementDefinition<T>): void {
  const { tag, schema, kits = [] } = definition;
  const catalogs = [...kits.flatMap((kit) => kit.catalog ?? []), definition.catalog];
  const placeholder = () => (definition.placeholder === null ? null : <Placeholder className={definition.placeholder} />);
  const render = (block: T, i18n: I18n | null): ReactNode => {
    if (definition.earlyView) return <definition.earlyView data={block} i18n={i18n} />;
    return (
      <Translated i18n={i18n} placeholder={placeholder()}>
        <definition.view data={block} />
      </Translated>
    );
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per tag, when it is defined; never during a render.
  function ShopElement({ data }: ElementProps) {
    return (
      <WidgetShell tag={tag} data={data} schema={schema} catalogs={catalogs} placeholder={placeholder()}>
        {render}
      </WidgetShell>
    );
  }

  defineElement(tag, ShopElement, kits.map((kit) => kit.css).join("") + definition.css);
}

/**
 * An element as the page sees it, for HTMLElementTagNameMap (each widgets/<folder>/element.ts): the
 * `data` property takes the data block as an object (as the CMS may write it) or as JSON text.
 */
export type ShopElement<Schema extends v.GenericSchema> = HTMLElement & { data: v.InferInput<Schema> | string | undefined };
