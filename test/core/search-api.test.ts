import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { ApiError } from "../../core/api/client.ts";
import { fetchSearch } from "../../core/api/search.ts";
import { captureConsoleErrors } from "../support/dom.ts";
import { useHandlers, useMockApi } from "../support/msw.ts";

const URL_PATTERN = "*/_hcms/api/site-search";

function answer(body: object | (() => Response)) {
  const calls: URL[] = [];
  useHandlers(
    http.get(URL_PATTERN, ({ request }) => {
      calls.push(new URL(request.url));
      return typeof body === "function" ? body() : HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return calls;
}

const base = { baseUrl: "", term: "archiv", language: "de", limit: 5 };

describe("site-search API", () => {
  useMockApi();

  it("sends term, language, limit, the cursor and the types (comma-separated)", async () => {
    const calls = answer({ results: [], total: 0 });
    await fetchSearch({ ...base, after: "c5", types: ["BLOG_POST", "KNOWLEDGE_ARTICLE"] });
    await fetchSearch(base);
    expect(Object.fromEntries(calls[0]!.searchParams)).to.deep.equal({
      term: "archiv",
      language: "de",
      limit: "5",
      after: "c5",
      type: "BLOG_POST,KNOWLEDGE_ARTICLE",
    });
    expect(Object.fromEntries(calls[1]!.searchParams)).to.deep.equal({ term: "archiv", language: "de", limit: "5" });
  });

  it("reads a page: numbers as strings, a missing description, the next cursor, counts and spelling; an unknown type has no label", async () => {
    answer({
      results: [
        { id: 7, title: " Ratgeber ", url: "/ratgeber", type: "KNOWLEDGE_ARTICLE" },
        { id: "b", title: "Neu", url: "https://shop.example/neu", description: "Text", type: "PRODUCT_PAGE" },
        { id: "c", title: "Archivkartons", url: "/kategorie/21", type: "CATEGORY", imageUrl: "/bild.svg" },
      ],
      total: "12",
      next: { after: 2 },
      counts: { KNOWLEDGE_ARTICLE: 1, CATEGORY: "1", ARTICLE: 10 },
      spelling: null,
    });
    const page = await fetchSearch(base);
    expect(page).to.deep.equal({
      results: [
        { id: "7", title: "Ratgeber", url: "/ratgeber", description: null, type: "KNOWLEDGE_ARTICLE", imageUrl: null },
        { id: "b", title: "Neu", url: "https://shop.example/neu", description: "Text", type: null, imageUrl: null },
        { id: "c", title: "Archivkartons", url: "/kategorie/21", description: null, type: "CATEGORY", imageUrl: "/bild.svg" },
      ],
      total: 12,
      next: { after: "2" },
      counts: { KNOWLEDGE_ARTICLE: 1, CATEGORY: 1, ARTICLE: 10 },
      spelling: null,
    });
  });

  it("reads an article hit with its product as the product page's data block has it", async () => {
    const product = {
      article_id: 210001,
      artikel: "Stülpdeckelkarton",
      article_number: "AK-1",
      images: ["/1.svg"],
      kleinste_bestelleinheit: "10",
    };
    answer({ results: [{ id: "a", title: "Stülpdeckelkarton", url: "/produkt/210001", type: "ARTICLE", product }], total: 1 });
    const [hit] = (await fetchSearch(base)).results;
    expect(hit?.type).to.equal("ARTICLE");
    if (hit?.type !== "ARTICLE") return;
    expect(hit.product.article_id).to.equal("210001");
    expect(hit.product.images).to.deep.equal(["/1.svg"]);
    expect(hit.product.kleinste_bestelleinheit).to.equal(10);
  });

  /** Answers `bad` between two good hits and returns what was read and what the console said. */
  async function withBadHit(bad: Record<string, unknown>) {
    answer({
      results: [{ id: 1, title: "Vorher", url: "/vorher", type: "SITE_PAGE" }, bad, { id: 3, title: "Nachher", url: "/nachher" }],
      total: 3,
    });
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(" "));
    try {
      return { page: await fetchSearch(base), warnings };
    } finally {
      console.warn = warn;
    }
  }

  for (const url of ["javascript:alert(1)", "data:text/html,x", "//evil.example/x"])
    it(`a hit whose URL is ${url.split(":")[0]} is left out, the console says why; the others stay`, async () => {
      const { page, warnings } = await withBadHit({ id: 2, title: "x", url, type: "SITE_PAGE" });
      expect(page.results.map((hit) => hit.title)).to.deep.equal(["Vorher", "Nachher"]);
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain("a hit is left out (url:");
    });

  it("a hit without a title, an article without its product or with a data: picture are left out each", async () => {
    for (const bad of [
      { id: 2, title: " ", url: "/leer", type: "SITE_PAGE" },
      { id: 2, title: "Karton", url: "/produkt/2", type: "ARTICLE" },
      {
        id: 2,
        title: "Karton",
        url: "/produkt/2",
        type: "ARTICLE",
        product: { article_id: 2, artikel: "Karton", article_number: "K", images: ["data:image/png,x"] },
      },
    ]) {
      const { page, warnings } = await withBadHit(bad);
      expect(
        page.results.map((hit) => hit.title),
        JSON.stringify(bad),
      ).to.deep.equal(["Vorher", "Nachher"]);
      expect(warnings, JSON.stringify(bad)).to.have.length(1);
    }
  });

  it("an answer without its results is refused as a whole", async () => {
    answer({ total: 1 });
    const { result } = await captureConsoleErrors(() =>
      fetchSearch(base).then(
        () => null,
        (e: unknown) => e,
      ),
    );
    expect(result).to.be.instanceOf(ApiError);
    expect((result as ApiError).kind).to.equal("schema");
  });

  it("an abort while the answer is read is an abort, not a broken answer (nothing logged)", async () => {
    const encoder = new TextEncoder();
    answer(
      () =>
        new HttpResponse(
          new ReadableStream({
            async start(stream) {
              stream.enqueue(encoder.encode('{"results":['));
              await new Promise((resolve) => setTimeout(resolve, 500));
              stream.enqueue(encoder.encode('],"total":0}'));
              stream.close();
            },
          }),
          { headers: { "Content-Type": "application/json" } },
        ),
    );
    const controller = new AbortController();
    const { result, errors } = await captureConsoleErrors(() => {
      const pending = fetchSearch({ ...base, signal: controller.signal }).then(
        () => null,
        (e: unknown) => e,
      );
      setTimeout(() => controller.abort(), 200);
      return pending;
    });
    expect((result as ApiError).kind).to.equal("aborted");
    expect(errors).to.deep.equal([]);
  });
});
