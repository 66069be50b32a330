// Production's answer to a missing translation (core/element/missing-translation.ts), loaded only when
// one happens: the message is logged once, and every German catalog (locales/german.ts, written by
// scripts/catalog-loaders.mjs) fills in what the element's catalogs lack; I18n.load re-renders the
// element through I18nProvider.
import type { I18n, Messages } from "@lingui/core";
import german from "../../locales/german.ts";

const reported = new Set<string>();
const filling = new WeakMap<I18n, Promise<void>>();

export function fillInGerman(i18n: I18n, id: string): Promise<void> {
  if (!reported.has(id)) {
    reported.add(id);
    console.error(`[shop-widgets] no "${i18n.locale}" text for message ${id}: is the catalog of its kit loaded? It shows in German.`);
  }
  let done = filling.get(i18n);
  if (!done) {
    done = Promise.all(german.map((load) => load())).then((loaded) =>
      i18n.load(i18n.locale, Object.assign({}, ...loaded.map((c) => c.messages), i18n.messages) as Messages),
    );
    filling.set(i18n, done);
  }
  return done;
}
