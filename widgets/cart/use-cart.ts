// Loads the session's cart with the VAT option of the delivery country (one round trip); the shipping
// fee and packaging cost follow the cart's net total and delivery type whenever they change. Changes
// go to the API; a failed change leaves the line as the server has it and says so, with a retry.
import { fetchPackagingCost } from "../../core/api/packaging-cost.ts";
import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchCart, fetchVatOption, removeCartLine, updateCartLine, type CartLine } from "../../core/api/cart.ts";
import { fetchShippingFee } from "../../core/api/shipping-fee.ts";
import { track } from "../../core/analytics/track.ts";
import { listen } from "../../core/element/events.ts";
import { deliveryType } from "../../core/order/rules.ts";
import { toCents } from "../../core/pricing/scale.ts";
import { lineFacts, lineNet } from "../../core/cart/cart-lines.ts";
import { getSessionId } from "../../core/state/session-id.ts";
import { $company } from "../../core/state/stores.ts";
import { useRequest } from "../../core/ui/use-request.ts";
import type { CartData } from "./cart-data.ts";

export interface CartState {
  status: "loading" | "ready" | "error";
  lines: CartLine[];
  vatOption: number | null;
  shippingCents: number;
  packagingCents: number;
  /** The net goods value from which the cart ships free (the shippingFee answer); null: never or not known. */
  freeFromCents: number | null;
  error?: unknown;
}

interface Loaded {
  lines: CartLine[];
  vatOption: number;
}

type Fees = Pick<CartState, "shippingCents" | "packagingCents" | "freeFromCents">;

const NO_FEES: Fees = { shippingCents: 0, packagingCents: 0, freeFromCents: null };

/** A change the server refused or never got: its line, the failure, and the same change again. */
export interface ChangeFailure {
  lineId: string;
  error: unknown;
  retry: () => void;
}

export function useCart(data: CartData) {
  const companyId = useStore($company)?.company.id ?? null;
  const [changeError, setChangeError] = useState<ChangeFailure | null>(null);
  // Counts failed changes: the rows re-mount their amount fields so they show the server's amount again.
  const [revision, setRevision] = useState(0);
  // An article added anywhere on the page (ordersAmountEvent) shows up in the cart at once; the cart
  // on screen stays until the new one is there.
  const [added, setAdded] = useState(0);
  useEffect(() => listen("ordersAmountEvent", () => setAdded((n) => n + 1)), []);
  const { baseUrl, geoLocation, language } = data;

  const cart = useRequest<Loaded>(
    async (signal) => {
      const call = { baseUrl, signal };
      const [loaded, vat] = await Promise.all([
        fetchCart({ ...call, sessionId: getSessionId(), companyId, geoLocation, language }),
        fetchVatOption({ ...call, country: geoLocation }),
      ]);
      return { lines: loaded.items, vatOption: vat.vat };
    },
    [baseUrl, geoLocation, language, companyId, added],
    { keep: true },
  );

  const lines = cart.state.status === "ready" ? cart.state.data.lines : undefined;
  const net = lines?.reduce((sum, line) => sum + lineNet(line), 0) ?? 0;
  const type = deliveryType(lines?.map(lineFacts) ?? []);
  // What the fees are asked for: net, delivery type and line count.
  const feesKey = lines ? `${net}:${type}:${lines.length}` : "";

  const fees = useRequest<Fees>(
    lines
      ? async (signal) => {
          if (lines.length === 0) return NO_FEES;
          const call = { baseUrl, signal, country: geoLocation, deliveryType: type };
          const [shipping, packaging] = await Promise.all([
            fetchShippingFee({ ...call, netCents: net }),
            fetchPackagingCost({ ...call, lines: lines.length }),
          ]);
          const freeFromCents = shipping.freeFromNet === null ? null : toCents(shipping.freeFromNet);
          return { shippingCents: toCents(shipping.shippingFee), packagingCents: toCents(packaging.packagingCost), freeFromCents };
        }
      : null,
    [feesKey, baseUrl, geoLocation],
    { keep: true },
  );

  // The cart as first shown on this page, for analytics (GA4 view_cart; with consent only).
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current || cart.state.status !== "ready") return;
    viewed.current = true;
    track("view_cart", { lines: cart.state.data.lines, country: geoLocation });
  }, [cart.state, geoLocation]);

  const failed = cart.state.status === "error" ? cart.state : fees.state.status === "error" ? fees.state : null;
  const state: CartState = failed
    ? { status: "error", error: failed.error, lines: [], vatOption: null, ...NO_FEES }
    : cart.state.status === "ready" && fees.state.status === "ready"
      ? { status: "ready", ...cart.state.data, ...fees.state.data }
      : { status: "loading", lines: [], vatOption: null, ...NO_FEES };

  /** A change of the loaded lines; lines it leaves alone keep their objects, so their rows do not re-render. */
  const { update } = cart;
  const withLines = useCallback(
    (change: (lines: CartLine[]) => CartLine[]) => update((loaded) => ({ ...loaded, lines: change(loaded.lines) })),
    [update],
  );

  /** Sets a line's amount on the server; the line shows the new amount only once the server has it. */
  const setAmount = useCallback(
    async (line: CartLine, amount: number): Promise<void> => {
      setChangeError(null);
      try {
        await updateCartLine({ baseUrl, sessionId: getSessionId(), id: line.id, amount });
        const changed = { ...line, menge: amount };
        const quantity = Math.abs(amount - line.menge);
        track(amount > line.menge ? "add_to_cart" : "remove_from_cart", { line: changed, quantity, country: geoLocation });
        withLines((all) => all.map((l) => (l.id === line.id ? { ...l, menge: amount } : l)));
      } catch (failure) {
        setChangeError({ lineId: line.id, error: failure, retry: () => void setAmount(line, amount) });
        setRevision((n) => n + 1);
      }
    },
    [baseUrl, geoLocation, withLines],
  );

  const remove = useCallback(
    async (line: CartLine): Promise<void> => {
      setChangeError(null);
      try {
        await removeCartLine({ baseUrl, sessionId: getSessionId(), id: line.id });
        track("remove_from_cart", { line, quantity: line.menge, country: geoLocation });
        withLines((all) => all.filter((l) => l.id !== line.id));
      } catch (failure) {
        setChangeError({ lineId: line.id, error: failure, retry: () => void remove(line) });
      }
    },
    [baseUrl, geoLocation, withLines],
  );

  return {
    state,
    changeError,
    revision,
    setAmount,
    remove,
    reload: () => {
      cart.reload();
      fees.reload();
    },
  };
}
