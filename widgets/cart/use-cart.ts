// Loads the session's cart with the VAT option of the delivery country (one round trip); the shipping
// fee and packaging cost follow the cart's net total and delivery type whenever they change. Changes
// go to the API; a failed change leaves the line as the server has it and says so.
import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useState } from "react";
import {
  fetchCart,
  fetchPackagingCost,
  fetchShippingFee,
  fetchVatOption,
  removeCartLine,
  updateCartLine,
  type CartLine,
} from "../../core/api/cart.ts";
import { listen } from "../../core/element/events.ts";
import { deliveryType } from "../../core/order/rules.ts";
import { toCents } from "../../core/pricing/scale.ts";
import { lineFacts, lineNet } from "../../core/cart/cart-lines.ts";
import { getSessionId } from "../../core/state/session-id.ts";
import { $company } from "../../core/state/stores.ts";
import type { CartData } from "./cart-data.ts";

export interface CartState {
  status: "loading" | "ready" | "error";
  lines: CartLine[];
  vatOption: number | null;
  shippingCents: number;
  packagingCents: number;
  error?: unknown;
}

interface Loaded {
  lines: CartLine[];
  vatOption: number;
}

interface Fees {
  /** What the fees were asked for: net, delivery type and line count. */
  key: string;
  shippingCents: number;
  packagingCents: number;
}

/** A state update that changes the loaded lines; lines it leaves alone keep their objects, so their rows do not re-render. */
const withLines = (change: (lines: CartLine[]) => CartLine[]) => (loaded: Loaded | null) =>
  loaded && { ...loaded, lines: change(loaded.lines) };

export function useCart(data: CartData) {
  const companyId = useStore($company)?.company.id ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [fees, setFees] = useState<Fees | null>(null);
  const [error, setError] = useState<unknown>(null);
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
    ]).then(
      ([cart, vat]) => {
        if (controller.signal.aborted) return;
        setError(null);
        setLoaded({ lines: cart.items, vatOption: vat.vat });
      },
      (failure: unknown) => !controller.signal.aborted && setError(failure),
    );
    return () => controller.abort();
  }, [baseUrl, geoLocation, language, companyId, attempt]);

  const lines = loaded?.lines;
  const net = lines?.reduce((sum, line) => sum + lineNet(line), 0) ?? 0;
  const type = deliveryType(lines?.map(lineFacts) ?? []);
  const feesKey = lines ? `${net}:${type}:${lines.length}` : "";

  useEffect(() => {
    if (!lines) return;
    if (lines.length === 0) return setFees({ key: feesKey, shippingCents: 0, packagingCents: 0 });
    const controller = new AbortController();
    const call = { baseUrl, signal: controller.signal, country: geoLocation, deliveryType: type };
    Promise.all([fetchShippingFee({ ...call, netCents: net }), fetchPackagingCost({ ...call, lines: lines.length })]).then(
      ([shipping, packaging]) =>
        !controller.signal.aborted &&
        setFees({ key: feesKey, shippingCents: toCents(shipping.shippingFee), packagingCents: toCents(packaging.packagingCost) }),
      (failure: unknown) => !controller.signal.aborted && setError(failure),
    );
    return () => controller.abort();
  }, [feesKey, baseUrl, geoLocation, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // An article added anywhere on the page (ordersAmountEvent) shows up in the cart at once.
  useEffect(() => listen("ordersAmountEvent", reload), [reload]);

  const state: CartState =
    error !== null
      ? { status: "error", error, lines: [], vatOption: null, shippingCents: 0, packagingCents: 0 }
      : loaded && fees
        ? { status: "ready", ...loaded, shippingCents: fees.shippingCents, packagingCents: fees.packagingCents }
        : { status: "loading", lines: [], vatOption: null, shippingCents: 0, packagingCents: 0 };

  /** Sets a line's amount on the server; the line shows the new amount only once the server has it. */
  const setAmount = useCallback(
    async (line: CartLine, amount: number) => {
      setChangeError(null);
      try {
        await updateCartLine({ baseUrl, sessionId: getSessionId(), id: line.id, amount });
        setLoaded(withLines((all) => all.map((l) => (l.id === line.id ? { ...l, menge: amount } : l))));
      } catch (failure) {
        setChangeError({ lineId: line.id, error: failure });
        setRevision((n) => n + 1);
      }
    },
    [baseUrl],
  );

  const remove = useCallback(
    async (line: CartLine) => {
      setChangeError(null);
      try {
        await removeCartLine({ baseUrl, sessionId: getSessionId(), id: line.id });
        setLoaded(withLines((all) => all.filter((l) => l.id !== line.id)));
      } catch (failure) {
        setChangeError({ lineId: line.id, error: failure });
      }
    },
    [baseUrl],
  );

  return {
    state,
    changeError,
    revision,
    setAmount,
    remove,
    reload: () => {
      setError(null);
      reload();
    },
  };
}
