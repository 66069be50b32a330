// The two ways an editor pastes a data block (docs/embedding.md#the-data-attribute), written from its
// JSON text: the `data` attribute in single quotes, or a child <script type="application/json">.
// Both give the element the same JSON once the browser has parsed the HTML (test/demo/builder-round-trip.test.ts).

/** JSON text for a single-quoted attribute: `&` and `'` as character references, which the parser turns back. */
export const attributeValue = (json: string): string => json.replaceAll("&", "&amp;").replaceAll("'", "&#39;");

/**
 * JSON text for a script element, in JSON's own escapes: `</` as `<\/` (else a text could end the
 * script) and `<!--` as `\u003C!--` (else it changes where the parser looks for the script's end).
 */
export const scriptText = (json: string): string => json.replaceAll("</", "<\\/").replaceAll("<!--", "\\u003C!--");

/** `<tag data='…'></tag>`. */
export const attributeForm = (tag: string, json: string): string => `<${tag} data='${attributeValue(json)}'></${tag}>`;

/** The tag with its block as a child script. */
export const scriptForm = (tag: string, json: string): string =>
  `<${tag}>\n  <script type="application/json">${scriptText(json)}</script>\n</${tag}>`;
