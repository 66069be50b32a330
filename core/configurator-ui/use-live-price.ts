// The configurators' live price (docs/decisions/configurator-live-price.md): a request follows the
// configuration, debounced (one request 300 ms after the last change, so typing "320" sends one, not
// three), and only the answer for the configuration on screen is shown: a change aborts the request on
// its way, and an answer is kept only when its key is still the current one. The price is "loading" from
// the very render that changes the key, not from the effect after it: a click in between must not order
// the new configuration at the old price. A failure shows "price not available, retry" and keeps the
// configuration: nothing typed lives in this hook.
import { useCallback, useEffect, useRef, useState } from "react";
import type { ConfiguredPrice } from "../api/configurator.ts";

export const PRICE_DEBOUNCE_MS = 300;

export type LivePrice =
  /** No valid configuration to price yet. */
  | { status: "idle" }
  /** Waiting or asking; `previous` is the last price shown, kept dimmed meanwhile. */
  | { status: "loading"; previous: ConfiguredPrice | null }
  | { status: "ready"; price: ConfiguredPrice }
  | { status: "error"; error: unknown };

/**
 * Prices the configuration `key` names (null: nothing valid to price) with `load`, debounced.
 * `load` is read when the timer fires, so it may close over the latest values without being a dependency.
 */
export function useLivePrice(
  key: string | null,
  load: (signal: AbortSignal) => Promise<ConfiguredPrice>,
  delayMs = PRICE_DEBOUNCE_MS,
): { price: LivePrice; retry: () => void } {
  // The state names the key it belongs to; a state of another key is the previous configuration's.
  const [state, setState] = useState<{ key: string | null; price: LivePrice }>({ key: null, price: { status: "idle" } });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // The key on screen: a timer of an older key that fires before its effect's cleanup (effects run a
  // frame after the render) must not call the newer render's load, which may have nothing to price.
  const keyRef = useRef(key);
  keyRef.current = key;
  const lastShown = useRef<ConfiguredPrice | null>(null);

  useEffect(() => {
    const setPrice = (price: LivePrice) => setState({ key, price });
    if (key === null) {
      setPrice({ status: "idle" });
      return undefined;
    }
    setPrice({ status: "loading", previous: lastShown.current });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (keyRef.current !== key) return;
      loadRef.current(controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          lastShown.current = answer;
          setPrice({ status: "ready", price: answer });
        },
        (error: unknown) => !controller.signal.aborted && setPrice({ status: "error", error }),
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt, delayMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (state.key === key) return { price: state.price, retry };
  return { price: key === null ? { status: "idle" } : { status: "loading", previous: lastShown.current }, retry };
}
