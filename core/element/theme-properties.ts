// The theme's custom properties, read by every element (the design tokens, core/element/tokens.css,
// and core/element/base.css): for the manifest and the docs (scripts/element-api.mjs checks this list
// against both files). Never imported by the bundle.
export const themeProperties: Record<string, string> = {
  "--shop-color-text": "Text colour.",
  "--shop-color-muted": "Secondary text (notes, units, hints).",
  "--shop-color-border": "Borders of fields, tables and boxes.",
  "--shop-color-surface": "Background of fields, cards, dialogs and popups.",
  "--shop-color-page": "Background of the page around the cards (the demo shop's body).",
  "--shop-color-subtle": "Background of quiet areas: table heads, placeholders, notes.",
  "--shop-color-accent": "The brand colour: primary buttons, links and focus rings unless set apart.",
  "--shop-color-accent-hover": "Primary buttons under the pointer (default: the accent, darker).",
  "--shop-color-accent-contrast": "Text on the accent colour.",
  "--shop-color-link": "Links (default: the accent).",
  "--shop-color-link-visited": "Visited links (default: the link colour, shifted to violet).",
  "--shop-color-focus": "The focus ring (default: the accent).",
  "--shop-color-highlight": "Marks that must stand out: promotional maxima, remnants.",
  "--shop-color-error": "Error messages and invalid fields.",
  "--shop-color-success": "Success messages.",
  "--shop-radius": "Corner radius of buttons and fields; cards and dialogs take twice it.",
  "--shop-gap": "The base spacing (the spacing scale's fourth step).",
  "--shop-touch-target": "Minimum size of every control.",
  "--shop-font": "Font family (default: the page's).",
};
