import type { ComponentType, ReactNode } from "react";
import { ErrorNotice } from "./ErrorNotice.tsx";
import { Loading } from "./Loading.tsx";
import { useRequest } from "./use-request.ts";

interface LazyPartProps<P> {
  /** Loads the part's component; import() caches it, so calling it early (a preload) costs nothing later. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** Shown while the module loads; by default the shared progress bar (a place for focus to wait). */
  placeholder?: ReactNode;
  /** Shown if the module cannot be loaded; by default the error notice with its retry. */
  failed?: ReactNode;
}

const BUSY = <Loading className="lazy-part" />;

/**
 * A part of an element whose code is not in the element's first load (the checkout's payment panel).
 * A failed load (a dead network) shows the error notice with a retry (or the part's own `failed`), never a blank.
 */
export function LazyPart<P extends object>({ load, props, placeholder = BUSY, failed }: LazyPartProps<P>) {
  const { state, reload } = useRequest(
    () =>
      load().catch((error: unknown) => {
        console.error("[shop-widgets] cannot load a part of the element", error);
        throw error;
      }),
    [load],
  );

  if (state.status === "ready") return <state.data {...props} />;
  if (state.status === "error") return failed ?? <ErrorNotice onRetry={reload} />;
  return <>{placeholder}</>;
}
