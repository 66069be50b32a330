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

  it("reads a page: numbers as strings, a missing description, the next cursor; an unknown type has no label", async () => {
    answer({
      results: [
        { id: 7, title: " Ratgeber ", url: "/ratgeber", type: "KNOWLEDGE_ARTICLE" },
        { id: "b", title: "Neu", url: "https://shop.example/neu", description: "Text", type: "PRODUCT_PAGE" },
      ],
      total: "12",
      next: { after: 2 },
    });
    const page = await fetchSearch(base);
    expect(page).to.deep.equal({
      results: [
        { id: "7", title: "Ratgeber", url: "/ratgeber", description: null, type: "KNOWLEDGE_ARTICLE" },
        { id: "b", title: "Neu", url: "https://shop.example/neu", description: "Text", type: null },
      ],
      total: 12,
      next: { after: "2" },
    });
  });

  for (const url of ["javascript:alert(1)", "data:text/html,x", "//evil.example/x"]) {
    it(`refuses a hit whose URL is ${url.split(":")[0]}`, async () => {
      answer({ results: [{ id: 1, title: "x", url, type: "SITE_PAGE" }], total: 1 });
      const { result } = await captureConsoleErrors(() =>
        fetchSearch(base).then(
          () => null,
          (e: unknown) => e,
        ),
      );
      expect(result).to.be.instanceOf(ApiError);
      expect((result as ApiError).kind).to.equal("schema");
    });
  }

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
