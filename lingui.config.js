// German is the source language, the default and the fallback (specification section 1).
/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: "de",
  locales: ["de", "en", "fr"],
  fallbackLocales: { default: "de" },
  // One catalog for core/, one each for the form pieces (core/forms/), the address block (core/address-forms/), the order pieces
  // (core/order-ui/), the configurators' pieces (core/configurator-ui/ with the rule texts of
  // core/configurator/) and the list pieces (core/browse-ui/, core/browse/), which only some elements load, and one per element folder: an element loads
  // only the texts it can show.
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/core",
      include: ["<rootDir>/core"],
      exclude: [
        "<rootDir>/core/forms/**",
        "<rootDir>/core/address-forms/**",
        "<rootDir>/core/order-ui/**",
        "<rootDir>/core/configurator/**",
        "<rootDir>/core/configurator-ui/**",
        "<rootDir>/core/browse/**",
        "<rootDir>/core/browse-ui/**",
        "<rootDir>/core/catalog/qualities.ts",
        "<rootDir>/core/block-problem/**",
        "<rootDir>/core/search-ui/**",
      ],
    },
    // A broken data block's disclosure for the editor loads only when a block is broken (core/block-problem/).
    { path: "<rootDir>/locales/{locale}/block-problem", include: ["<rootDir>/core/block-problem"] },
    // The trade words' explanations: the configurators and the lists show them (core/ui/qualities-kit.ts).
    { path: "<rootDir>/locales/{locale}/qualities", include: ["<rootDir>/core/catalog/qualities.ts"] },
    { path: "<rootDir>/locales/{locale}/forms", include: ["<rootDir>/core/forms"] },
    // The address block's labels and messages: only the forms with an address load them.
    { path: "<rootDir>/locales/{locale}/address-forms", include: ["<rootDir>/core/address-forms"] },
    { path: "<rootDir>/locales/{locale}/order", include: ["<rootDir>/core/order-ui"] },
    { path: "<rootDir>/locales/{locale}/configurator", include: ["<rootDir>/core/configurator", "<rootDir>/core/configurator-ui"] },
    { path: "<rootDir>/locales/{locale}/browse", include: ["<rootDir>/core/browse", "<rootDir>/core/browse-ui"] },
    // The kinds of search hit: the results page and the header's suggestions (core/search-ui/).
    { path: "<rootDir>/locales/{locale}/search-kinds", include: ["<rootDir>/core/search-ui"] },
    // The tracking's result view loads with the first search, its texts with it (widgets/tracking/results/).
    { path: "<rootDir>/locales/{locale}/tracking-results", include: ["<rootDir>/widgets/tracking/results"] },
    // The header's search suggestions load on the field's first focus, their texts with them (widgets/header/suggestions/).
    { path: "<rootDir>/locales/{locale}/header-suggestions", include: ["<rootDir>/widgets/header/suggestions"] },
    {
      path: "<rootDir>/locales/{locale}/{name}",
      include: ["<rootDir>/widgets/{name}/"],
      exclude: ["<rootDir>/widgets/tracking/results/**", "<rootDir>/widgets/header/suggestions/**"],
    },
  ],
  // Origins without line numbers: a moved line does not touch every catalog (fewer merge conflicts).
  format: "po",
  formatOptions: { lineNumbers: false },
  orderBy: "messageId",
  // The JSX macros' <Trans> is the shop's own (core/element/Trans.tsx; esbuild.config.mjs aliases the name).
  runtimeConfigModule: { Trans: ["shop-lingui-trans", "Trans"] },
};
