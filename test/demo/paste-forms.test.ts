// The block builder's escaping (demo/builder/paste-forms.ts) and its block text (demo/builder/fields.ts):
// pure functions, checked against the browser's own HTML parser.
import { expect } from "chai";
import { blockText, builderFields } from "../../demo/builder/fields.ts";
import { attributeForm, attributeValue, scriptForm, scriptText } from "../../demo/builder/paste-forms.ts";
import { meta } from "../../widgets/product-detail/meta.ts";

const TAG = "shop-product-detail";
const parsed = (html: string) => new DOMParser().parseFromString(`<body>${html}`, "text/html").body;
const tricky = JSON.stringify({
  artikel: "Boîte d'archives « Classique »",
  note: "Children's boxes & folders, &amp; stays as written",
  html: "<p>a</p></script><!-- <script>",
});

describe("block builder: the attribute form", () => {
  it("writes ' as &#39; and & as &amp; in a single-quoted attribute", () => {
    expect(attributeValue(`{"a":"d'x & y"}`)).to.equal(`{"a":"d&#39;x &amp; y"}`);
    expect(attributeForm(TAG, `{"a":"'"}`)).to.equal(`<${TAG} data='{"a":"&#39;"}'></${TAG}>`);
  });

  it("an apostrophe and an ampersand come back from the HTML parser as typed (Boîte d'archives, &amp; in a text)", () => {
    const el = parsed(attributeForm(TAG, tricky)).querySelector(TAG)!;
    expect(el.getAttribute("data")).to.equal(tricky);
    expect(el.attributes.length).to.equal(1);
  });
});

describe("block builder: the script form", () => {
  it("writes </ as <\\/ and <!-- as \\u003C!--, JSON escapes that parse to the same value", () => {
    const escaped = scriptText(tricky);
    expect(escaped).not.to.contain("</");
    expect(escaped).not.to.contain("<!--");
    expect(escaped).to.contain("<\\/script>");
    expect(JSON.parse(escaped)).to.deep.equal(JSON.parse(tricky));
  });

  it("a </script> or <!-- in a text never ends the script early: the element holds one script with the whole block", () => {
    const el = parsed(scriptForm(TAG, tricky)).querySelector(TAG)!;
    expect(el.children.length).to.equal(1);
    const script = el.querySelector("script")!;
    expect(script.type).to.equal("application/json");
    expect(JSON.parse(script.textContent!)).to.deep.equal(JSON.parse(tricky));
  });
});

describe("block builder: the form's fields and the block's text", () => {
  it("lists the schema's required fields first, each described from the element's meta", () => {
    const fields = builderFields(meta, { product: {}, columns: {} });
    expect(fields.slice(0, 2).map((f) => [f.name, f.required, f.kind])).to.deep.equal([
      ["geoLocation", true, "text"],
      ["product", true, "json"],
    ]);
    expect(fields.filter((f) => !f.description).map((f) => f.name)).to.deep.equal([]);
    expect(fields.find((f) => f.name === "language")?.description).to.contain("de, en or fr");
    expect(fields.find((f) => f.name === "columns")?.kind).to.equal("json");
  });

  it("leaves empty fields out, writes text as strings and JSON compacted, and a JSON field that does not parse as typed", () => {
    const fields = [
      { name: "language", kind: "text" },
      { name: "loggedIn", kind: "text" },
      { name: "offerUrl", kind: "text" },
      { name: "product", kind: "json" },
    ] as const;
    expect(blockText(fields, { language: "fr", loggedIn: "false", offerUrl: " ", product: '{\n  "artikel": "A & B"\n}' })).to.equal(
      '{"language":"fr","loggedIn":"false","product":{"artikel":"A & B"}}',
    );
    expect(blockText(fields, { language: "de", product: '{"artikel": ' })).to.equal('{"language":"de","product":{"artikel":}');
  });
});
