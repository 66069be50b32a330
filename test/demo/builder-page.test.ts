// The block builder page (demo/builder/builder-page.ts) as an editor uses it: a labelled, described form
// per element, the paste forms following it after a pause, the preview rendering what would be
// pasted (and the element's own error for a broken block), copying with a spoken result.
import { waitFor, within } from "@testing-library/dom";
import { expect } from "chai";
import { builderTags, mountBuilder } from "../../demo/builder/builder-page.ts";
import "../../widgets/cart/element.ts";
import "../../widgets/product-detail/element.ts";
import { captureConsoleErrors, typeInto } from "../support/dom.ts";
import { useElementSuite } from "../support/element-suite.ts";

describe("block builder page", () => {
  useElementSuite();
  let host: HTMLElement;
  let page: ReturnType<typeof within>;
  const picked: string[] = [];

  beforeEach(async () => {
    host = document.querySelector("main")!.appendChild(document.createElement("div"));
    page = within(host);
    await mountBuilder(host, { debounceMs: 20, onPick: (tag) => picked.push(tag) });
  });
  afterEach(() => {
    host.remove();
    picked.length = 0;
  });

  const area = (name: string) => page.getByLabelText(name, { exact: false }) as HTMLTextAreaElement;
  const preview = () => host.querySelector<HTMLElement>(".builder-stage > *")!;

  it("offers every element, and the product page's fields with the required ones first, in fieldsets, each described", () => {
    const picker = page.getByRole("combobox", { name: "Element" }) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).to.deep.equal(builderTags);
    expect(builderTags).to.include.members(["shop-product-detail", "shop-registration", "shop-tracking", "shop-search-results"]);
    const [required, optional] = page.getAllByRole("group");
    expect(within(required).getByText("Required fields").localName).to.equal("legend");
    expect(
      within(required)
        .getAllByRole("textbox")
        .map((c) => c.getAttribute("name")),
    ).to.deep.equal(["geoLocation", "product"]);
    expect(within(optional).getByText("Optional fields").localName).to.equal("legend");
    const language = page.getByRole("textbox", { name: "language" });
    expect(language.getAttribute("aria-describedby")).to.equal("builder-field-language-help");
    expect(document.getElementById("builder-field-language-help")?.textContent).to.contain("de, en or fr");
    expect((page.getByRole("textbox", { name: "product (required) (JSON)" }) as HTMLTextAreaElement).value).to.contain(
      '"artikel": "Archivbox A4',
    );
  });

  it("changing a field writes both paste forms and re-renders the preview after a pause", async () => {
    typeInto(page.getByRole("textbox", { name: "geoLocation (required)" }) as HTMLInputElement, "gb");
    await waitFor(() => expect(area("As a data attribute").value).to.contain('"geoLocation":"gb"'));
    expect(area("As a child script").value).to.contain('<script type="application/json">{"geoLocation":"gb"');
    expect(JSON.parse(preview().getAttribute("data")!).geoLocation).to.equal("gb");
    await waitFor(() => expect(preview().shadowRoot?.querySelector("h1")?.textContent).to.equal("Archivbox A4 „Klassik“"));
  });

  it("a broken block shows the element's own error in the preview", async () => {
    const { result: alert, errors } = await captureConsoleErrors(async () => {
      typeInto(page.getByRole("textbox", { name: "product (required) (JSON)" }) as HTMLInputElement, '{"artikel": "Boîte d\'archives",');
      await waitFor(() => expect(area("As a data attribute").value).to.contain("Boîte d&#39;archives"));
      const shown = await waitFor(() => within(preview().shadowRoot as unknown as HTMLElement).getByRole("alert"));
      // The editor's details (field and reason) load on first need, and the console's reason with them.
      await waitFor(() => expect(preview().shadowRoot?.querySelector("details")).to.not.equal(null));
      return shown;
    });
    expect(alert.textContent).not.to.equal("");
    expect(errors.join(" ")).to.contain("not valid JSON");
  });

  it("copying says so in a live region; a refused clipboard selects the text and says how to copy it", async () => {
    const clipboard = navigator.clipboard;
    const copied: string[] = [];
    const status = page.getByRole("status");
    try {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: async (text: string) => copied.push(text) },
      });
      page.getByRole("button", { name: "Copy the script form" }).click();
      await waitFor(() => expect(status.textContent).to.equal("Copied the script form to the clipboard."));
      expect(copied).to.deep.equal([area("As a child script").value]);

      Object.defineProperty(navigator, "clipboard", { configurable: true, value: undefined });
      page.getByRole("button", { name: "Copy the attribute form" }).click();
      await waitFor(() => expect(status.textContent).to.contain("the attribute form is selected, copy it with Ctrl+C"));
      const attribute = area("As a data attribute");
      expect(document.activeElement === attribute && attribute.selectionEnd - attribute.selectionStart === attribute.value.length).to.equal(
        true,
      );
    } finally {
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
    }
  });

  it("picking another element shows its fields and its tag", async () => {
    const picker = page.getByRole("combobox", { name: "Element" }) as HTMLSelectElement;
    picker.value = "shop-cart";
    picker.dispatchEvent(new Event("change", { bubbles: true }));
    // A field the cart has and the product page has not (both have checkoutUrl).
    await page.findByRole("textbox", { name: "shopUrl" });
    expect(picked).to.deep.equal(["shop-cart"]);
    expect(area("As a data attribute").value).to.equal(`<shop-cart data='{"geoLocation":"de","language":"de"}'></shop-cart>`);
    expect(preview().localName).to.equal("shop-cart");
  });
});
