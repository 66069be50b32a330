// The mat's state in the page's query under "m." (core/configurator/mat-url.ts, kept by the kit's
// useUrlState): what a link, a reload or back restores. A value that does not parse, or a board the
// shop no longer sells, falls back to the default and is named in the console for the developer.
import { useEffect, useRef } from "react";
import type { MatConfiguration } from "../../core/api/configuration.ts";
import type { Material } from "../../core/api/configurator.ts";
import { useUrlState } from "../../core/configurator-ui/use-url-state.ts";
import { decodeMatUrl, encodeMatUrl, MAT_PREFIX } from "../../core/configurator/mat-url.ts";
import { defaultUnit, type LengthUnit } from "../../core/configurator/units.ts";

export interface MatUrlState {
  configuration: MatConfiguration;
  quantity: number;
  unit: LengthUnit;
}

const TAG = "<shop-mat-configurator>";

export function useMatUrlState(fallback: MatConfiguration, boards: readonly Material[], country: string) {
  const decode = (params: URLSearchParams): MatUrlState => {
    const decoded = decodeMatUrl(params, fallback);
    if (decoded.dropped.length > 0)
      console.error(`[shop-widgets] ${TAG} URL: ${decoded.dropped.join(", ")} could not be read; the defaults apply`);
    let configuration = decoded.configuration;
    if (!boards.some((board) => board.id === configuration.materialId)) {
      console.error(`[shop-widgets] ${TAG} URL: board ${configuration.materialId} is not offered for mats; the default board applies`);
      configuration = { ...configuration, materialId: fallback.materialId };
    }
    return { configuration, quantity: decoded.quantity ?? 1, unit: decoded.unit ?? defaultUnit(country) };
  };
  const encode = (state: MatUrlState) => encodeMatUrl(state.configuration, state.quantity, state.unit);
  return useUrlState<MatUrlState>(MAT_PREFIX, encode, decode);
}

/** How long typing must pause before the URL follows. */
export const URL_WRITE_DELAY_MS = 250;

/**
 * The URL write of typing, after a pause: history.replaceState can take several milliseconds in
 * Chromium, and the preview must follow a keystroke within one frame. A choice (push) is written at
 * once, after any typing still waiting; what waits is written when the element goes.
 */
export function useDeferredUrlWrite(setUrl: (state: MatUrlState, push?: boolean) => void) {
  const pending = useRef<{ state: MatUrlState; timer: ReturnType<typeof setTimeout> } | null>(null);
  const latest = useRef(setUrl);
  latest.current = setUrl;
  const flush = () => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    latest.current(waiting.state);
  };
  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);
  const write = (state: MatUrlState, push: boolean) => {
    if (push) {
      flush();
      latest.current(state, true);
      return;
    }
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { state, timer: setTimeout(flush, URL_WRITE_DELAY_MS) };
  };
  /** Back or forward restored another state: what waited must not overwrite it. */
  const cancel = () => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  };
  return { write, cancel };
}
