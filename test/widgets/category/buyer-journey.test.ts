// Issue 12's "done": a buyer finds a lignin-free box between 300 and 330 mm inner length with FSC in
// a few clicks, compares, adds one from the list and shares the filtered list by link — over the
// demo's fake catalogue (2,000 generated boxes in category 21), as a shopper would.
import { within } from "@testing-library/dom";
import { expect } from "chai";
import { http } from "msw";
import { cleanup, typeAndBlur, waitForToast } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { checkbox, countText, mountCategory, tick, useCategorySuite, waitFor } from "./setup.ts";

const rowsOf = (el: HTMLElement) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>("tbody tr") ?? [])];
const cellOf = (row: HTMLElement, label: string) => row.querySelector(`[data-label="${label}"]`)?.textContent ?? "";

describe("<shop-category> a buyer's search over the fake catalogue", () => {
  useCategorySuite();

  it("lignin-free, 300–330 mm inner length, FSC: a few clicks, rows that match, added from the list, shared by link", async () => {
    const posted: Record<string, unknown>[] = [];
    useHandlers(
      http.post("*/_hcms/api/objects/order-items/post", async ({ request }) => {
        posted.push((await request.clone().json()) as Record<string, unknown>);
        return undefined; // counted only: the fake API answers as usual
      }),
    );
    const { el, q } = await mountCategory({ categoryId: "21" });
    expect(countText(q)).to.equal("2.000 Artikel gefunden");

    await tick(checkbox(q, /^Archivkarton, ligninfrei, gepuffert/));
    await tick(checkbox(q, /^Archivkarton, ligninfrei, ungepuffert/));
    const inner = within(q.getByRole("group", { name: "Innenmaß" }) as HTMLElement);
    typeAndBlur(inner.getByRole("textbox", { name: "Länge von (mm)" }) as HTMLInputElement, "300");
    typeAndBlur(inner.getByRole("textbox", { name: "Länge bis (mm)" }) as HTMLInputElement, "330");
    await tick(checkbox(q, /^FSC® Mix Credit/));
    await tick(checkbox(q, /^FSC® Recycled/));

    await waitFor(() => expect(Number(countText(q).split(" ")[0])).to.be.within(1, 30));
    const found = Number(countText(q).split(" ")[0]);
    await waitFor(() => expect(rowsOf(el)).to.have.length(Math.min(found, 24)));
    for (const row of rowsOf(el)) {
      const length = Number(cellOf(row, "Innenmaß").split(" ")[0]);
      expect(length).to.be.within(300, 330);
      expect(cellOf(row, "Material")).to.contain("ligninfrei");
      expect(cellOf(row, "Zertifikat")).to.match(/FSC®/);
    }

    const first = rowsOf(el)[0] as HTMLElement;
    const name = first.querySelector("th a")?.textContent;
    first.scrollIntoView(); // the buyer scrolls to the rows: their quick add comes as they near the screen
    const add = await waitFor(() => within(first).getByRole("button", { name: "In den Warenkorb" }));
    add.click();
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    expect(posted).to.have.length(1);
    expect(posted[0]?.artikel).to.equal(name);

    // The link as the buyer shares it opens the same list.
    await waitFor(() => expect(new URLSearchParams(location.search).getAll("c.f.fsc")).to.have.length(2));
    const shared = location.href;
    cleanup();
    history.replaceState(null, "", shared);
    const { q: again } = await mountCategory({ categoryId: "21" });
    expect(countText(again)).to.equal(`${found} Artikel gefunden`);
    expect(checkbox(again, /^Archivkarton, ligninfrei, ungepuffert/).checked).to.equal(true);
  });
});
