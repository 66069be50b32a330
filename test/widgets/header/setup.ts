// Shared setup of the <shop-header> tests: mounting, the cart and search fakes, and a way to watch
// where a chosen search hit would take the visitor.
import { http, HttpResponse, type HttpResponseResolver } from "msw";
import "../../../widgets/header/element.ts";
import { navigation } from "../../../core/element/navigate.ts";
import { searchIndex } from "../../../demo/mocks/search-index.ts";
import { mount, ui } from "../../support/dom.ts";
import { useElementSuite } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";

export const headerBlock = (overrides: Record<string, unknown> = {}) => ({ language: "de", geoLocation: "de", baseUrl: "", ...overrides });

const originalGo = navigation.go;

const CART_NAME = /^(Warenkorb|Cart|Panier), /;

/** A desktop's header (every control in the bar), a tablet's and the phones' (docs/elements/header.md). */
export const WIDE = 1280;
export const PHONE = 390;

export function useHeaderSetup(): void {
  // The fake search's index of the whole catalogue is made on a page's first search in a language (a
  // few hundred ms on a busy machine): made here, a test's wait for hits measures the header, not the fake.
  before(() => {
    for (const language of ["de", "en", "fr"] as const) searchIndex(language);
  });
  useElementSuite({
    // No test may take the test page away: a chosen hit is only recorded.
    beforeEach: () => void watchNavigation(),
    afterEach: () => (navigation.go = originalGo),
  });
}

/**
 * Mounts <shop-header> `width` px wide (its layout follows its own width) and waits until it is shown
 * (its cart link is there); `input` is the search field, shown in the bar from 34rem.
 */
export async function mountHeader(data: unknown = headerBlock(), width = WIDE) {
  const el = mount("shop-header", data);
  el.style.width = `${width}px`;
  const q = ui(el);
  await q.findByRole("link", { name: CART_NAME }, { timeout: 5000 });
  return { el, q, input: el.shadowRoot!.querySelector<HTMLInputElement>('input[role="combobox"]')! };
}

/** Records the URLs the header navigates to instead of leaving the test page. */
export function watchNavigation(): string[] {
  const visited: string[] = [];
  navigation.go = (url: string) => void visited.push(url);
  return visited;
}

/** Records every site-search request; without a resolver the demo's fake search answers. */
export function searchApi(resolver?: HttpResponseResolver): URL[] {
  const calls: URL[] = [];
  useHandlers(
    http.get("*/_hcms/api/site-search", (info) => {
      calls.push(new URL(info.request.url));
      return resolver ? resolver(info) : undefined;
    }),
  );
  return calls;
}

/** A search answer with `n` hits named after the term. */
export function hits(term: string, n: number, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({
    results: Array.from({ length: n }, (_, i) => ({
      id: `${term}-${i}`,
      title: `${term} ${i + 1}`,
      url: `/seite/${term}-${i + 1}`,
      type: "SITE_PAGE",
    })),
    total: n,
    ...extra,
  });
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
