import { within } from "@testing-library/dom";
import { expect } from "chai";
import { $analyticsConsent, setAnalyticsConsent } from "../../../core/analytics/consent.ts";
import type { Ga4Params } from "../../../core/analytics/ga4.ts";
import { categoryApi } from "../../support/category-fixtures.ts";
import { mountCategory, openWithQuery, useCategorySuite, waitFor } from "./setup.ts";

const heard: [string, unknown][] = [];
for (const name of ["shop:view_item_list", "shop:select_item"])
  window.addEventListener(name, (event) => heard.push([name, (event as CustomEvent).detail]));
const heardOf = <K extends "view_item_list" | "select_item">(name: K) =>
  heard.filter(([n]) => n === `shop:${name}`).map(([, detail]) => detail as Ga4Params[K]);

// A row's link is followed by a click: the test page stays (the element's own listener still hears it).
document.addEventListener("click", (event) => event.preventDefault(), { capture: true });

const rowsOf = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>("tr.category-row")];

describe("<shop-category> analytics (GA4 view_item_list and select_item, after consent)", () => {
  useCategorySuite();
  beforeEach(() => {
    heard.length = 0;
    // No answer yet, and nothing an earlier test left waiting (a refusal drops it).
    $analyticsConsent.set(false);
    $analyticsConsent.set(undefined);
  });

  it("with consent: the page's rows as the category's list, counted on from page 1; a row picked at its place", async () => {
    setAnalyticsConsent(true);
    categoryApi({ n: 40 });
    openWithQuery("c.page=2");
    const { el } = await mountCategory({ pageSize: 10 });
    await waitFor(() => expect(rowsOf(el)).to.have.length(10));
    await waitFor(() => expect(heardOf("view_item_list")).to.have.length(1));
    const [list] = heardOf("view_item_list");
    expect(list).to.include({ item_list_id: "category-21", item_list_name: "Archivboxen" });
    const names = rowsOf(el).map((row) => row.querySelector(".cell-name a")!.textContent);
    expect(list!.items.map((item) => [item.item_name, item.index])).to.deep.equal(names.map((name, i) => [name, 10 + i]));

    within(rowsOf(el)[2]!).getAllByRole("link")[0]!.click();
    await waitFor(() => expect(heardOf("select_item")).to.have.length(1));
    expect(heardOf("select_item")[0]!.items).to.deep.equal([list!.items[2]]);
  });

  it("without consent, reports nothing", async () => {
    categoryApi({ n: 12 });
    const { el } = await mountCategory();
    await waitFor(() => expect(rowsOf(el)).to.have.length(12));
    within(rowsOf(el)[0]!).getAllByRole("link")[0]!.click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).to.deep.equal([]);
  });
});
