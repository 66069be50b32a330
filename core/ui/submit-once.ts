// One request at a time for the buttons that send something (place the order, request the offer,
// make the PDF, add to the cart): a second click or key press while the first is on its way sends
// nothing. The guard is a store: it is set at once (React state would leave a gap between two
// clicks), and several parts can share one (the checkout's steps, widgets/checkout/order-lock.ts).
import { useStore } from "@nanostores/react";
import { atom, type ReadableAtom } from "nanostores";
import { useState } from "react";

export interface SubmitOnce {
  /** True while a request is on its way. */
  $busy: ReadableAtom<boolean>;
  /** Runs `request`, unless one is on its way: then it resolves undefined without running it. */
  run: <T>(request: () => Promise<T>) => Promise<T | undefined>;
}

export function submitOnce(): SubmitOnce {
  const $busy = atom(false);
  const run = async <T>(request: () => Promise<T>): Promise<T | undefined> => {
    if ($busy.get()) return undefined;
    $busy.set(true);
    try {
      return await request();
    } finally {
      $busy.set(false);
    }
  };
  return { $busy, run };
}

/** A guard of the component's own, with `busy` to render (aria-busy). */
export function useSubmitOnce(): SubmitOnce & { busy: boolean } {
  const [guard] = useState(submitOnce);
  return { ...guard, busy: useStore(guard.$busy) };
}
