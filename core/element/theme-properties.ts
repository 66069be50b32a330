// The theme's custom properties, read by every element (core/element/base.css): for the manifest and
// the docs (scripts/element-api.mjs checks this list against base.css). Never imported by the bundle.
export const themeProperties: Record<string, string> = {
  "--shop-color-text": "Text colour.",
  "--shop-color-muted": "Secondary text (notes, units, hints).",
  "--shop-color-border": "Borders of fields, tables and boxes.",
  "--shop-color-surface": "Background of fields, dialogs and popups.",
  "--shop-color-accent": "Primary buttons, links and focus rings.",
  "--shop-color-accent-contrast": "Text on the accent colour.",
  "--shop-color-error": "Error messages and invalid fields.",
  "--shop-color-success": "Success messages.",
  "--shop-radius": "Corner radius of buttons, fields and boxes.",
  "--shop-gap": "The base spacing.",
  "--shop-touch-target": "Minimum size of every control.",
  "--shop-font": "Font family (default: the page's).",
};
