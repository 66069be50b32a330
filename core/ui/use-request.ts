// Loading what an element shows (the product, the cart, an order summary, a deal, a company list, a
// lazy part), written once: each load gets its own AbortController, aborted when the inputs change
// and on unmount, so a late answer never replaces a newer one; reload() is the error notice's retry.
import { useCallback, useLayoutEffect, useState } from "react";

export type RequestState<T> = { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; data: T };

/** One object for every loading state, so setting it again does not render again. */
const LOADING = { status: "loading" } as const;

export interface RequestOptions {
  /**
   * Keeps the last answer on screen while a load for changed inputs runs (a new company re-prices the
   * product without a flash of the placeholder); without it every new load shows loading.
   */
  keep?: boolean;
}

export interface Request<T> {
  state: RequestState<T>;
  /** Loads again, showing loading meanwhile: the retry of an error notice, or a fresh start. */
  reload: () => void;
  /** Changes the loaded answer without loading (a change the server has confirmed); nothing before it is ready. */
  update: (change: (data: T) => T) => void;
}

/**
 * Runs `load` whenever one of `inputs` changes (like an effect's dependencies). A null `load` has
 * nothing to load yet and leaves the state as it is.
 */
export function useRequest<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  inputs: readonly unknown[],
  { keep = false }: RequestOptions = {},
): Request<T> {
  const [state, setState] = useState<RequestState<T>>(LOADING);
  const [attempt, setAttempt] = useState(0);

  // A layout effect: the request goes out right after the render, not a frame later (the product
  // page's requests run beside the load of its catalog).
  useLayoutEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    setState((previous) => (keep && previous.status === "ready" ? previous : LOADING));
    new Promise<T>((resolve) => resolve(load(signal))).then(
      (data) => !signal.aborted && setState({ status: "ready", data }),
      (error: unknown) => !signal.aborted && setState({ status: "error", error }),
    );
    return () => controller.abort();
  }, [...inputs, attempt]);

  const reload = useCallback(() => {
    setState(LOADING);
    setAttempt((n) => n + 1);
  }, []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((previous) => (previous.status === "ready" ? { status: "ready", data: change(previous.data) } : previous)),
    [],
  );
  return { state, reload, update };
}
