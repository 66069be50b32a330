// German is the source language, the default and the fallback (specification section 1).
/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: "de",
  locales: ["de", "en", "fr"],
  fallbackLocales: { default: "de" },
  // One catalog for core/ and one per element folder: an element loads only its own texts.
  catalogs: [
    { path: "<rootDir>/locales/{locale}/core", include: ["<rootDir>/core"] },
    { path: "<rootDir>/locales/{locale}/{name}", include: ["<rootDir>/widgets/{name}/"] },
  ],
  format: "po",
  orderBy: "messageId",
};
