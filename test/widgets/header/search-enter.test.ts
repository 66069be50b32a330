// Enter in the header's search opens the results of what the field holds at that moment, however
// soon after the input (issue 31: a pasted or scanned article number followed at once by Enter).
// The suggestions load on the field's first focus, once per page: the first test here is the one
// that presses Enter before they are there, so keep it first.
import { sendKeys } from "../../support/commands";
import { expect } from "chai";
import { waitFor } from "../../support/product-page.ts";
import { delay, headerBlock, hits, mountHeader, searchApi, useHeaderSetup, watchNavigation } from "./setup.ts";

/** The field gets `text` as a paste (or a scanner, or autofill) puts it there: at once, with one input event. */
function paste(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new InputEvent("input", { bubbles: true, composed: true, inputType: "insertFromPaste", data: text }));
}

/** Enter on the field, in the same task as whatever came before. */
function enter(input: HTMLInputElement, init: KeyboardEventInit = {}) {
  return input.dispatchEvent(
    new KeyboardEvent("keydown", { key: "Enter", code: "Enter", bubbles: true, composed: true, cancelable: true, ...init }),
  );
}

const press = (key: string) => sendKeys({ press: key });

/** Types "box" into a new header's field and highlights the suggestion at `index` with the arrow key; resolves to the field. */
async function highlight(index: number): Promise<HTMLInputElement> {
  searchApi(() => hits("Box", 3));
  const { q, input } = await mountHeader();
  input.focus();
  await sendKeys({ type: "box" });
  await q.findAllByRole("option");
  for (let i = 0; i <= index; i++) await press("ArrowDown");
  await waitFor(() => expect(input.getAttribute("aria-activedescendant")).to.equal(`search-option-${index}`));
  return input;
}

describe("<shop-header>: Enter always searches", () => {
  useHeaderSetup();

  it("a term pasted into the field on its first focus, Enter in the same task: the results page opens, before the suggestions are there", async () => {
    const visited = watchNavigation();
    const { el, input } = await mountHeader();
    input.focus();
    paste(input, "A-100");
    expect(enter(input)).to.equal(false); // handled: no form's submit, nothing else
    expect(visited).to.deep.equal(["/suche?q=A-100"]);
    expect(el.shadowRoot!.querySelector('[role="listbox"]')).to.equal(null); // the suggestions were not needed
  });

  it("with the suggestions there: a paste then Enter in the same task opens the pasted term, not the one shown before", async () => {
    const visited = watchNavigation();
    searchApi(() => hits("Box", 2));
    const { q, input } = await mountHeader();
    input.focus();
    await sendKeys({ type: "box" });
    await q.findAllByRole("option");
    input.select();
    paste(input, "  B-200 ");
    enter(input);
    expect(visited).to.deep.equal(["/suche?q=B-200"]);
  });

  it("typed value and Enter in the same task, in every language's results page", async () => {
    const visited = watchNavigation();
    for (const [language, page] of [
      ["de", "/suche"],
      ["en", "/search"],
      ["fr", "/recherche"],
    ] as const) {
      const { el, input } = await mountHeader(headerBlock({ language }));
      input.focus();
      for (const char of "karton") {
        input.value += char;
        input.dispatchEvent(new InputEvent("input", { bubbles: true, composed: true, inputType: "insertText", data: char }));
      }
      enter(input);
      expect(visited.at(-1)).to.equal(`${page}?q=karton`);
      el.remove();
    }
    expect(visited).to.have.length(3);
  });

  it("keys typed through the browser's own input and Enter at once, without waiting for the hits", async () => {
    const visited = watchNavigation();
    searchApi(async () => {
      await delay(2000);
      return hits("Box", 2);
    });
    const { input } = await mountHeader();
    input.focus();
    await sendKeys({ type: "A-100" });
    await press("Enter");
    await waitFor(() => expect(visited).to.deep.equal(["/suche?q=A-100"]));
  });

  it("Enter on a highlighted suggestion still opens that suggestion", async () => {
    const visited = watchNavigation();
    await highlight(1);
    await press("Enter");
    await waitFor(() => expect(visited).to.deep.equal(["/seite/Box-2"]));
  });

  it("a new input in the same task as Enter drops the highlighted suggestion: the field's text is searched", async () => {
    const visited = watchNavigation();
    const input = await highlight(0);
    paste(input, "boxes");
    enter(input);
    expect(visited).to.deep.equal(["/suche?q=boxes"]);
  });

  it("nothing opens for fewer than two characters, nor for an Enter that confirms an input method's composition", async () => {
    const visited = watchNavigation();
    const { input } = await mountHeader();
    input.focus();
    paste(input, "a");
    enter(input);
    paste(input, "ab");
    enter(input, { isComposing: true });
    await delay(50);
    expect(visited).to.deep.equal([]);
  });
});
