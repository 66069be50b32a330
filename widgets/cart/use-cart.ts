// Loads the session's cart with the VAT option of the delivery country (one round trip), then the
// shipping fee and packaging cost that depend on it. Changes go to the API; a failed change leaves
// the line as the server has it and says so.
import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useState } from "react";
import { fetchCart, fetchPackagingCost, fetchShippingFee, fetchVatOption, removeCartLine, updateCartLine, type CartLine } from "../../core/api/cart.ts";
import { listen } from "../../core/events.ts";
import { deliveryType } from "../../core/order-rules.ts";
import { netLineCents, toCents, toScale } from "../../core/pricing.ts";
import { getSessionId } from "../../core/session-id.ts";
import { $company } from "../../core/state/stores.ts";
import type { CartData } from "./cart-data.ts";
import { lineFacts } from "./line-facts.ts";

export interface CartState {
  status: "loading" | "ready" | "error";
  lines: CartLine[];
  vatOption: number | null;
  shippingCents: number;
  packagingCents: number;
  error?: unknown;
}

/** Net cents of a line at its amount, from its own price list. */
export const lineNet = (line: CartLine) => netLineCents(toScale(line.priceList.scaled_price), line.menge) ?? 0;

export function useCart(data: CartData) {
  const companyId = useStore($company)?.company.id ?? null;
  const [state, setState] = useState<CartState>({ status: "loading", lines: [], vatOption: null, shippingCents: 0, packagingCents: 0 });
  const [changeError, setChangeError] = useState<{ lineId: string; error: unknown } | null>(null);
  // Counts failed changes: the rows re-mount their amount fields so they show the server's amount again.
  const [revision, setRevision] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const { baseUrl, geoLocation, language } = data;

  useEffect(() => {
    const controller = new AbortController();
    const call = { baseUrl, signal: controller.signal };
    Promise.all([
      fetchCart({ ...call, sessionId: getSessionId(), companyId, geoLocation, language }),
      fetchVatOption({ ...call, country: geoLocation }),
    ])
      .then(async ([cart, vat]) => {
        const facts = cart.items.map(lineFacts);
        const type = deliveryType(facts);
        const net = cart.items.reduce((sum, line) => sum + lineNet(line), 0);
        const [shipping, packaging] = cart.items.length
          ? await Promise.all([
              fetchShippingFee({ ...call, country: geoLocation, deliveryType: type, netCents: net }),
              fetchPackagingCost({ ...call, country: geoLocation, deliveryType: type, lines: cart.items.length }),
            ])
          : [{ shippingFee: 0 }, { packagingCost: 0 }];
        if (controller.signal.aborted) return;
        setState({
          status: "ready",
          lines: cart.items,
          vatOption: vat.vat,
          shippingCents: toCents(shipping.shippingFee),
          packagingCents: toCents(packaging.packagingCost),
        });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, status: "error", error }));
      });
    return () => controller.abort();
  }, [baseUrl, geoLocation, language, companyId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // An article added anywhere on the page (ordersAmountEvent) shows up in the cart at once.
  useEffect(() => listen("ordersAmountEvent", reload), [reload]);

  /** Sets a line's amount on the server; the line shows the new amount only once the server has it. */
  const setAmount = async (line: CartLine, amount: number) => {
    setChangeError(null);
    try {
      await updateCartLine({ baseUrl, sessionId: getSessionId(), id: line.id, amount });
      setState((s) => ({ ...s, lines: s.lines.map((l) => (l.id === line.id ? { ...l, menge: amount } : l)) }));
      reload(); // fees follow the new total
    } catch (error) {
      setChangeError({ lineId: line.id, error });
      setRevision((n) => n + 1);
    }
  };

  const remove = async (line: CartLine) => {
    setChangeError(null);
    try {
      await removeCartLine({ baseUrl, sessionId: getSessionId(), id: line.id });
      setState((s) => ({ ...s, lines: s.lines.filter((l) => l.id !== line.id) }));
      reload();
    } catch (error) {
      setChangeError({ lineId: line.id, error });
    }
  };

  return { state, changeError, revision, setAmount, remove, reload };
}
