// German is the source language, the default and the fallback (specification section 1).
/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: "de",
  locales: ["de", "en", "fr"],
  fallbackLocales: { default: "de" },
  catalogs: [{ path: "<rootDir>/locales/{locale}/messages", include: ["<rootDir>/widgets", "<rootDir>/core"] }],
  format: "po",
  orderBy: "messageId",
};
