// Mounting the product page in its component tests (the suite's setup: element-suite.ts).
import { waitFor } from "@testing-library/dom";
import "../../widgets/product-detail/element.ts";
import { mountElement, type Queries } from "./element-suite.ts";

/** Mounts <shop-product-detail> and waits until the product is shown. */
export const mountProduct = (data: unknown, how: "attribute" | "property" = "attribute") =>
  mountElement("shop-product-detail", data, (q) => q.findByRole("heading", { level: 1 }, { timeout: 5000 }), how);

/** Mounts <shop-product-detail> and waits for its alert. */
export async function mountFailing(data: unknown) {
  const { el, q, found: alert } = await mountElement("shop-product-detail", data, (q) => q.findByRole("alert", {}, { timeout: 5000 }));
  return { el, q, alert };
}

export const priceText = (q: Queries) => (q.getByRole("textbox", { name: /^(Preis|Price|Prix)$/ }) as HTMLInputElement).value;

export { waitFor };
