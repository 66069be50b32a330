import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { ErrorNotice } from "./ErrorNotice.tsx";
import { Loading } from "./Loading.tsx";

interface LazyPartProps<P> {
  /** Loads the part's component; import() caches it, so calling it early (a preload) costs nothing later. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** Shown while the module loads; by default the shared progress bar (a place for focus to wait). */
  placeholder?: ReactNode;
}

const BUSY = <Loading className="lazy-part" />;

/**
 * A part of an element whose code is not in the element's first load (the checkout's payment panel).
 * A failed load (a dead network) shows the error notice with a retry, never a blank.
 */
export function LazyPart<P extends object>({ load, props, placeholder = BUSY }: LazyPartProps<P>) {
  const [Part, setPart] = useState<ComponentType<P> | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (component) => current && setPart(() => component),
      (error: unknown) => {
        console.error("[shop-widgets] cannot load a part of the element", error);
        if (current) setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  if (Part) return <Part {...props} />;
  if (failure !== null)
    return (
      <ErrorNotice
        onRetry={() => {
          setFailure(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  return <>{placeholder}</>;
}
