// The hook side of core/element/lazy-kit.ts: a lazily loaded part renders its pieces once their CSS
// and texts are in the element (a missing text would throw in tests and show nothing in production).
import { useLingui } from "@lingui/react/macro";
import { type RefObject, useEffect, useState } from "react";
import { adoptKits } from "../element/lazy-kit.ts";
import type { Kit } from "../element/kit.ts";
import { logLoadFailure } from "./load-failure.ts";

/** True once the kits are adopted by the shadow root `anchor` is in; false until then or when that fails (logged). */
export function useLazyKits(kits: readonly Kit[], anchor: RefObject<Element | null>): boolean {
  const { i18n } = useLingui();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!anchor.current) return;
    adoptKits(kits, i18n, anchor.current).then(
      () => setReady(true),
      (error: unknown) => logLoadFailure("the texts of a part", error),
    );
  }, [i18n]);
  return ready;
}
