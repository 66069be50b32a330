// Shared setup of the product-detail component tests.
import { waitFor } from "@testing-library/dom";
import "../../widgets/product-detail/element.ts";
import { cleanup, mount, ui } from "./dom.ts";
import { resetMocks, startMocks } from "./msw.ts";

export function useProductPageSetup(): void {
  before(() => startMocks());
  afterEach(() => {
    cleanup();
    resetMocks();
  });
}

/** Mounts <shop-product-detail> and waits until the product is shown. */
export async function mountProduct(data: unknown, how: "attribute" | "property" = "attribute") {
  const el = mount("shop-product-detail", data, how);
  const q = ui(el);
  await q.findByRole("heading", { level: 1 }, { timeout: 5000 });
  return { el, q };
}

/** Mounts <shop-product-detail> and waits for its alert. */
export async function mountFailing(data: unknown) {
  const el = mount("shop-product-detail", data);
  const q = ui(el);
  const alert = await q.findByRole("alert", {}, { timeout: 5000 });
  return { el, q, alert };
}

export const priceText = (q: ReturnType<typeof ui>) => (q.getByRole("textbox", { name: /^(Preis|Price|Prix)$/ }) as HTMLInputElement).value;

export { waitFor };
