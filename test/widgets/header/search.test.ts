import { sendKeys } from "../../support/commands";
import { expect } from "chai";
import { delay as wait, HttpResponse } from "msw";
import { axeViolations } from "../../support/axe.ts";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { goOffline, goOnline } from "../../support/failures.ts";
import { waitFor } from "../../support/product-page.ts";
import { delay, headerBlock, hits, mountHeader, searchApi, useHeaderSetup, watchNavigation } from "./setup.ts";

/** Focuses the search field and types as a keyboard does (one key after the other, quickly). */
async function type(input: HTMLInputElement, text: string) {
  input.focus();
  await sendKeys({ type: text });
}

const press = (key: string) => sendKeys({ press: key });
const status = (el: HTMLElement) => el.shadowRoot!.querySelector('[role="status"]')!;
const optionNames = (q: Awaited<ReturnType<typeof mountHeader>>["q"]) => q.queryAllByRole("option").map((o) => o.textContent);

describe("<shop-header>: search", () => {
  useHeaderSetup();

  it("waits for a pause in typing: one request for the whole term, with language and limit", async () => {
    const calls = searchApi();
    const { q, input } = await mountHeader();
    await type(input, "archiv");
    await q.findAllByRole("option");
    await delay(300);
    expect(calls).to.have.length(1);
    expect(Object.fromEntries(calls[0]!.searchParams)).to.deep.equal({ term: "archiv", language: "de", limit: "6" });
  });

  it("sends nothing for fewer than two characters", async () => {
    const calls = searchApi();
    const { input } = await mountHeader();
    await type(input, "a");
    await delay(400);
    expect(calls).to.have.length(0);
    expect(input.getAttribute("aria-expanded")).to.equal("false");
  });

  it("lists the hits as options of the listbox the combobox controls; each option links to its page", async () => {
    const { el, q, input } = await mountHeader();
    await type(input, "lieferbed");
    const option = await q.findByRole("option", { name: /^Lieferbedingungen\s*Seite\s*Direktbestellung/ });
    const listbox = q.getByRole("listbox", { name: "Suchergebnisse" });
    expect(input.getAttribute("aria-controls")).to.equal(listbox.id);
    expect(input.getAttribute("aria-expanded")).to.equal("true");
    expect(input.getAttribute("aria-autocomplete")).to.equal("list");
    expect(option.getAttribute("href")).to.equal("/lieferbedingungen");
    expect(option.getAttribute("aria-selected")).to.equal("false");
    expect(document.activeElement).to.equal(el);
    expect(el.shadowRoot!.activeElement).to.equal(input);
    await waitFor(() => expect(status(el).textContent).to.equal("1 von 1 Treffern"));
  });

  it("ArrowDown, ArrowUp, Home and End move the active option (focus stays in the field); Enter opens its page", async () => {
    const visited = watchNavigation();
    searchApi(() => hits("Box", 4));
    const { q, input } = await mountHeader();
    await type(input, "box");
    const options = await q.findAllByRole("option");
    expect(options).to.have.length(4);
    const active = () => {
      const id = input.getAttribute("aria-activedescendant");
      const selected = options.filter((o) => o.getAttribute("aria-selected") === "true");
      expect(selected.map((o) => o.id)).to.deep.equal(id ? [id] : []);
      return id ? options.findIndex((o) => o.id === id) : -1;
    };
    expect(active()).to.equal(-1);
    await press("ArrowDown");
    await waitFor(() => expect(active()).to.equal(0));
    await press("ArrowDown");
    await waitFor(() => expect(active()).to.equal(1));
    await press("ArrowUp");
    await waitFor(() => expect(active()).to.equal(0));
    await press("ArrowUp"); // wraps
    await waitFor(() => expect(active()).to.equal(3));
    await press("Home");
    await waitFor(() => expect(active()).to.equal(0));
    await press("End");
    await waitFor(() => expect(active()).to.equal(3));
    await press("ArrowDown"); // wraps
    await waitFor(() => expect(active()).to.equal(0));
    await press("ArrowDown");
    await press("Enter");
    await waitFor(() => expect(visited).to.deep.equal(["/seite/Box-2"]));
    expect(input.value).to.equal("box");
  });

  it("Escape closes the list and keeps the term; a second Escape clears the field", async () => {
    searchApi(() => hits("Box", 2));
    const { q, input } = await mountHeader();
    await type(input, "box");
    await q.findAllByRole("option");
    await press("ArrowDown");
    await press("Escape");
    await waitFor(() => expect(input.getAttribute("aria-expanded")).to.equal("false"));
    expect(input.hasAttribute("aria-activedescendant")).to.equal(false);
    expect(input.value).to.equal("box");
    await press("ArrowDown"); // opens again
    await waitFor(() => expect(input.getAttribute("aria-expanded")).to.equal("true"));
    await press("Escape");
    await press("Escape");
    await waitFor(() => expect(input.value).to.equal(""));
  });

  it("'more' pages through the answer's after cursor and appends; the first new hit becomes active", async () => {
    const calls = searchApi();
    const { el, q, input } = await mountHeader(headerBlock({ searchLimit: 4 }));
    await type(input, "archivbox");
    await waitFor(() => expect(q.getAllByRole("option")).to.have.length(5)); // 4 hits + more
    const more = q.getByRole("option", { name: "Weitere Treffer laden" });
    expect(status(el).textContent).to.equal("4 von 10 Treffern");
    await press("ArrowUp"); // from the field: the last option, 'more'
    await waitFor(() => expect(input.getAttribute("aria-activedescendant")).to.equal(more.id));
    await press("Enter");
    await waitFor(() => expect(status(el).textContent).to.equal("8 von 10 Treffern"));
    expect(calls[1]!.searchParams.get("after")).to.equal("4");
    expect(calls[1]!.searchParams.get("term")).to.equal("archivbox");
    const options = q.getAllByRole("option");
    expect(options).to.have.length(9);
    expect(input.getAttribute("aria-activedescendant")).to.equal(options[4]!.id);

    // The last page has no 'more'; a click loads it too.
    q.getByRole("option", { name: "Weitere Treffer laden" }).click();
    await waitFor(() => expect(status(el).textContent).to.equal("10 von 10 Treffern"));
    expect(calls[2]!.searchParams.get("after")).to.equal("8");
    expect(q.queryByRole("option", { name: "Weitere Treffer laden" })).to.equal(null);
    expect(new Set(optionNames(q)).size).to.equal(10);
  });

  it("says clearly when nothing is found (announced politely)", async () => {
    const { el, input } = await mountHeader();
    await type(input, "xyzzy");
    await waitFor(() => expect(status(el).textContent).to.equal("Keine Treffer für „xyzzy“"));
    expect(status(el).getAttribute("role")).to.equal("status"); // implicit aria-live polite
    expect(input.getAttribute("aria-expanded")).to.equal("false");
  });

  it("a server error is explained (announced politely); Enter tries again", async () => {
    let fail = true;
    const calls = searchApi(() => (fail ? HttpResponse.json({ message: "down" }, { status: 500 }) : undefined));
    const { el, q, input } = await mountHeader();
    await captureConsoleErrors(async () => {
      await type(input, "archivbox");
      await waitFor(() =>
        expect(status(el).textContent).to.equal("Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal."),
      );
    });
    expect(calls).to.have.length(2); // the GET was retried once
    expect(q.queryByRole("alert")).to.equal(null);
    fail = false;
    await press("Enter");
    await q.findAllByRole("option");
    expect(status(el).textContent).to.equal("6 von 10 Treffern");
  });

  it("a request failing at network level while online says the shop's service cannot be reached", async () => {
    searchApi(() => HttpResponse.error());
    const { el, input } = await mountHeader(headerBlock({ language: "fr" }));
    await captureConsoleErrors(async () => {
      await type(input, "archiv");
      await waitFor(() =>
        expect(status(el).textContent).to.equal(
          "Le service de la boutique est momentanément injoignable. La recherche est momentanément impossible.",
        ),
      );
    });
  });

  it("offline (navigator.onLine false): only then the suggestions name the shopper's connection", async () => {
    searchApi(() => HttpResponse.error());
    const { el, input } = await mountHeader(headerBlock({ language: "en" }));
    goOffline();
    try {
      await captureConsoleErrors(async () => {
        await type(input, "archiv");
        await waitFor(() => expect(status(el).textContent).to.equal("No connection to the shop. Search is not possible right now."));
      });
    } finally {
      goOnline();
    }
  });

  it("a bad hit (a javascript: URL) is left out and the console says why; the other hits show", async () => {
    searchApi(() =>
      HttpResponse.json({
        results: [
          { id: 1, title: "Böse", url: "javascript:alert(1)", type: "SITE_PAGE" },
          { id: 2, title: "Gut", url: "/gut", type: "SITE_PAGE" },
        ],
        total: 2,
      }),
    );
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(" "));
    try {
      const { el, q, input } = await mountHeader();
      await type(input, "xx");
      await waitFor(() => expect(optionNames(q)).to.deep.equal(["GutSeite"]));
      expect(status(el).textContent).to.equal("1 von 2 Treffern");
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain("url");
    } finally {
      console.warn = warn;
    }
  });

  it("Enter with no active option opens the results page of the term (/suche by default)", async () => {
    const visited = watchNavigation();
    searchApi(() => hits("Box", 2));
    const { q, input } = await mountHeader();
    await type(input, "stulp deckel");
    await q.findAllByRole("option");
    await press("Enter");
    await waitFor(() => expect(visited).to.deep.equal(["/suche?q=stulp+deckel"]));
  });

  it("the results page is where the block's searchUrl says (its own query kept)", async () => {
    const visited = watchNavigation();
    searchApi(() => hits("Box", 2));
    const { q, input } = await mountHeader(headerBlock({ language: "fr", searchUrl: "/trouver?source=entete" }));
    await type(input, "boite");
    await q.findAllByRole("option");
    await press("Enter");
    await waitFor(() => expect(visited).to.deep.equal(["/trouver?source=entete&q=boite"]));
  });

  it("'Alle Ergebnisse' below the hits links the results page", async () => {
    searchApi(() => hits("Box", 2));
    const { q, input } = await mountHeader(headerBlock({ language: "en" }));
    await type(input, "box");
    await q.findAllByRole("option");
    expect(q.getByRole("link", { name: "All results" }).getAttribute("href")).to.equal("/search?q=box");
  });

  it("a searchUrl that is no site path or http(s) URL is refused like every URL", async () => {
    const el = mount("shop-header", headerBlock({ searchUrl: "javascript:alert(1)" }));
    await captureConsoleErrors(async () => {
      expect((await ui(el).findByRole("alert")).textContent).to.contain("searchUrl");
    });
  });

  it("article hits show their picture, number and the visitor's price, labelled by kind; categories and pages by theirs", async () => {
    const { el, q, input } = await mountHeader(headerBlock({ searchLimit: 8 }));
    await type(input, "archivkarton");
    const category = await q.findByRole("option", { name: /^Archivkartons nach Format\s*Kategorie/ }, { timeout: 5000 });
    expect(category.querySelector("img")?.getAttribute("src")).to.match(/^\/demo-images\//);
    const articles = (await q.findAllByRole("option", { name: /Artikel\s*Art\.-Nr\./ })).slice(0, 2);
    expect(articles).to.have.length(2);
    for (const option of articles) {
      expect(option.querySelector("img")?.getAttribute("src")).to.match(/^\/demo-images\//);
      expect(option.getAttribute("href")).to.match(/^\/produkt\/\d+$/);
      await waitFor(() => expect(option.querySelector(".option-price")?.textContent).to.match(/\d,\d\d\s€/), { timeout: 5000 });
    }
    expect(status(el).textContent).to.match(/^8 von [\d.]+ Treffern$/);
  });

  it("a late answer to an older term never replaces the newer term's hits", async () => {
    const calls = searchApi(async ({ request }) => {
      const term = new URL(request.url).searchParams.get("term")!;
      if (term === "ar") {
        await wait(700);
        return hits("Alt", 3);
      }
      return hits("Neu", 2);
    });
    const { q, input } = await mountHeader();
    await type(input, "ar");
    await waitFor(() => expect(calls).to.have.length(1)); // the request for "ar" is on its way
    await sendKeys({ type: "chiv" });
    await waitFor(() => expect(q.getAllByRole("option").map((o) => o.textContent)).to.deep.equal(["Neu 1Seite", "Neu 2Seite"]));
    await delay(900); // the answer for "ar" would have come by now
    expect(q.getAllByRole("option").map((o) => o.textContent)).to.deep.equal(["Neu 1Seite", "Neu 2Seite"]);
    expect(calls.map((u) => u.searchParams.get("term"))).to.deep.equal(["ar", "archiv"]);
  });

  it("searches in the block's language and content types", async () => {
    const calls = searchApi();
    const { q, input } = await mountHeader(headerBlock({ language: "fr", searchTypes: ["KNOWLEDGE_ARTICLE", "BLOG_POST"] }));
    await type(input, "guide");
    expect(await q.findByRole("option", { name: /^Guide de l'archivage\s*Guide/ })).to.exist;
    expect(calls[0]!.searchParams.get("type")).to.equal("KNOWLEDGE_ARTICLE,BLOG_POST");
    expect(calls[0]!.searchParams.get("language")).to.equal("fr");
    expect(q.getAllByRole("option")).to.have.length(2);
  });

  it("a failed 'more' keeps the hits shown and says so", async () => {
    searchApi(({ request }) =>
      new URL(request.url).searchParams.get("after") ? HttpResponse.error() : hits("Box", 2, { total: 5, next: { after: "c2" } }),
    );
    const { el, q, input } = await mountHeader();
    await type(input, "box");
    await q.findByRole("option", { name: "Weitere Treffer laden" });
    await captureConsoleErrors(async () => {
      await press("End"); // no active option yet: End stays in the field
      await press("ArrowUp");
      await press("Enter");
      await waitFor(() =>
        expect(status(el).textContent).to.equal("Der Shop-Dienst ist gerade nicht erreichbar. Die Suche ist gerade nicht möglich."),
      );
    });
    expect(q.getAllByRole("option")).to.have.length(3);
  });

  for (const language of ["de", "en", "fr"]) {
    it(`no axe violations with the listbox open and an option active (${language})`, async () => {
      const { q, input } = await mountHeader(headerBlock({ language, searchLimit: 3 }));
      await type(input, "archiv");
      await q.findAllByRole("option");
      await press("ArrowDown");
      await waitFor(() => expect(input.hasAttribute("aria-activedescendant")).to.equal(true));
      expect(await axeViolations()).to.deep.equal([]);
    });
  }

  it("no axe violations on the empty state", async () => {
    const { el, input } = await mountHeader();
    await type(input, "xyzzy");
    await waitFor(() => expect(status(el).textContent).to.contain("Keine Treffer"));
    expect(await axeViolations()).to.deep.equal([]);
  });
});
