// An explicit cart API for component tests: fixed lines and fees, every change recorded.
import { http, HttpResponse, type HttpResponseResolver } from "msw";
import { useHandlers } from "./msw.ts";

export const cartLine = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  article_id: `a-${id}`,
  artikel: `Archivbox ${id}`,
  artikel_nummer: `AB-${id}`,
  article_slug: "",
  image_url: "",
  einheit: "Stück",
  menge: 10,
  sperrgut_artikel: false,
  restant: false,
  kleinste_bestelleinheit: 1,
  requested_delivery_amount: null,
  priceList: {
    itemInUnit: 1,
    scaled_price: [
      { quantity: 1, price: 4.9 },
      { quantity: 50, price: 4.2 },
    ],
  },
  ...overrides,
});

export interface CartCalls {
  get: URL[];
  update: unknown[];
  remove: unknown[];
}

export function cartApi(
  options: {
    items?: unknown[];
    vat?: number;
    shippingFee?: number;
    /** The net order value the cart ships free from; default 250 (the demo's), null: never. */
    freeFromNet?: number | null;
    packagingCost?: number;
    update?: HttpResponseResolver;
    remove?: HttpResponseResolver;
    get?: HttpResponseResolver;
  } = {},
): CartCalls {
  const calls: CartCalls = { get: [], update: [], remove: [] };
  let items = options.items ?? [cartLine("1")];
  useHandlers(
    http.get("*/_hcms/api/objects/order-items/get", (info) => {
      calls.get.push(new URL(info.request.url));
      return options.get ? options.get(info) : HttpResponse.json({ items });
    }),
    http.post("*/_hcms/api/objects/order-items/update", async (info) => {
      const body = (await info.request.clone().json()) as { id: string; menge: number };
      calls.update.push(body);
      if (options.update) return options.update(info);
      items = items.map((l) => ((l as { id: string }).id === body.id ? { ...(l as object), menge: body.menge } : l));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post("*/_hcms/api/objects/order-items/delete", async (info) => {
      const body = (await info.request.clone().json()) as { id: string };
      calls.remove.push(body);
      if (options.remove) return options.remove(info);
      items = items.filter((l) => (l as { id: string }).id !== body.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get("*/_hcms/api/vat", () => HttpResponse.json({ vat: options.vat ?? 19 })),
    http.get("*/_hcms/api/shippingFee", () =>
      HttpResponse.json({
        shippingFee: options.shippingFee ?? 5.9,
        freeFromNet: options.freeFromNet === undefined ? 250 : options.freeFromNet,
      }),
    ),
    http.get("*/_hcms/api/packaging-cost", () => HttpResponse.json({ packagingCost: options.packagingCost ?? 2.5 })),
  );
  return calls;
}

export const cartBlock = (overrides: Record<string, unknown> = {}) => ({ language: "de", geoLocation: "de", baseUrl: "", ...overrides });
