import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { cleanup } from "../../support/dom.ts";
import { boxParams, fillSizes, lengthInputOf, mountBox, openWithQuery, problemOf, useBoxSuite } from "./setup.ts";

/**
 * What the browser does on back to an entry at `url` of this page: the URL changes and popstate fires.
 * Played here instead of history.back(), which in the full, concurrent run once stepped off the test
 * page; the kit's useUrlState test goes back in the real history (test/ui/configurator/use-url-state.test.tsx).
 */
function backTo(url: string): void {
  history.replaceState(null, "", url);
  dispatchEvent(new PopStateEvent("popstate"));
}

describe("<shop-box-configurator> configuration in the URL", () => {
  useBoxSuite();

  it("keeps the configuration in the page URL under b.", async () => {
    const { q } = await mountBox();
    fillSizes(q, "320", "240", "80");
    (q.getByRole("radio", { name: /Archivkarton 1,5 mm, grau/ }) as HTMLInputElement).click();
    await waitFor(() => expect(boxParams().toString()).to.equal("b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2"));
  });

  it("restores the configuration after a reload", async () => {
    let { q } = await mountBox();
    fillSizes(q, "320", "240", "80");
    ((await q.findByRole("radio", { name: /Archivkarton 1,5 mm, grau/ })) as HTMLInputElement).click();
    (q.getByRole("checkbox", { name: "Griffloch" }) as HTMLInputElement).click();
    (q.getByRole("radio", { name: "Zoll (in)" }) as HTMLInputElement).click();
    await waitFor(() => expect(boxParams().get("b.u")).to.equal("in"));
    cleanup(); // the page goes; its URL stays
    ({ q } = await mountBox());
    await waitFor(() => expect(lengthInputOf(q, "Länge").value).to.equal("12 5/8"));
    expect(lengthInputOf(q, "Breite").value).to.equal("9 7/16");
    // The materials come with their own answer, after the sizes.
    expect(((await q.findByRole("radio", { name: /Archivkarton 1,5 mm, grau/ })) as HTMLInputElement).checked).to.equal(true);
    expect((q.getByRole("checkbox", { name: "Griffloch" }) as HTMLInputElement).checked).to.equal(true);
    expect(boxParams().get("b.l")).to.equal("320");
  });

  it("back (popstate) undoes a choice and restores the fields", async () => {
    const { q } = await mountBox();
    fillSizes(q, "320", "240", "80");
    await waitFor(() => expect(boxParams().get("b.l")).to.equal("320"));
    const sized = location.href;
    (q.getByRole("radio", { name: /Archivkarton 2,0 mm/ }) as HTMLInputElement).click();
    await waitFor(() => expect(boxParams().get("b.mat")).to.equal("3"));
    const boarded = location.href;
    (q.getByRole("radio", { name: "Ablageschale" }) as HTMLInputElement).click();
    await waitFor(() => expect(boxParams().get("b.type")).to.equal("12"));
    backTo(boarded);
    await waitFor(() => expect((q.getByRole("radio", { name: "Stülpdeckelkarton" }) as HTMLInputElement).checked).to.equal(true));
    expect(lengthInputOf(q, "Länge").value).to.equal("320");
    backTo(sized);
    await waitFor(() => expect((q.getByRole("radio", { name: /Archivkarton 1,2 mm/ }) as HTMLInputElement).checked).to.equal(true));
  });

  it("a shared link with a value that is no length shows it at its field with its problem", async () => {
    openWithQuery("b.cat=1&b.type=11&b.l=32a&b.w=240&b.h=500");
    const { q } = await mountBox();
    const length = lengthInputOf(q, "Länge");
    expect(length.value).to.equal("32a");
    await waitFor(() => expect(problemOf(length)).to.equal("Bitte eine Zahl eingeben, z. B. 320 oder 12,5"));
    expect(problemOf(lengthInputOf(q, "Höhe"))).to.equal("Bei 240 mm Breite höchstens 360 mm hoch");
  });

  it("a link naming a type the category does not have says so instead of dropping it", async () => {
    openWithQuery("b.cat=1&b.type=99");
    const { q } = await mountBox();
    await q.findByText("Den Kartontyp aus dem Link gibt es in dieser Kategorie nicht (mehr). Bitte wählen Sie einen Kartontyp.");
    expect(boxParams().get("b.type")).to.equal("99");
  });
});
