// A configurator's state in the page's query (shareable links, reload, back and forward; the cart
// line's "edit" link): each configurator owns the parameters that start with its prefix ("b.", "m."),
// so both can sit on one page and the page's own parameters stay untouched. Typing replaces the
// history entry (back does not step through every keystroke) once typing pauses: history.replaceState
// can take several milliseconds in Chromium, and the preview must follow a keystroke within one frame.
// A discrete choice (a type, a board, the unit) pushes an entry at once, so back undoes it. Back and
// forward restore the state of their entry; what typing left waiting is written when the element goes.
import { useCallback, useEffect, useRef, useState } from "react";

/** How long typing must pause before the URL follows. */
export const URL_TYPING_DELAY_MS = 250;

/** The page query's parameters that start with `prefix`, names unchanged. */
export function ownParams(search: string, prefix: string): URLSearchParams {
  const own = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (name.startsWith(prefix)) own.append(name, value);
  return own;
}

/** `search` with the parameters of `prefix` replaced by `own`; the others keep their order and values. */
export function replaceOwnParams(search: string, prefix: string, own: URLSearchParams): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (name.startsWith(prefix)) params.delete(name);
  for (const [name, value] of own) params.append(name, value);
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}

/**
 * State kept in the page query under `prefix`. `decode` gets the prefixed parameters (it validates
 * and drops what does not parse); `encode` gives them back, every name starting with `prefix`.
 * Returns the value and its setter: `set(value)` replaces the history entry (typing), `set(value, true)`
 * pushes a new one (a discrete choice).
 */
export function useUrlState<T>(
  prefix: string,
  encode: (value: T) => URLSearchParams,
  decode: (params: URLSearchParams) => T,
): [T, (value: T, push?: boolean) => void] {
  const [value, setValue] = useState(() => decode(ownParams(location.search, prefix)));
  // The latest encode and decode, so callers may pass inline functions.
  const codec = useRef({ encode, decode });
  codec.current = { encode, decode };

  // The replace that typing left waiting: its URL and timer.
  const pending = useRef<{ url: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    history.replaceState(history.state, "", waiting.url);
  }, []);

  useEffect(() => {
    const restore = () => {
      // Back or forward chose another entry: what waited must not overwrite it.
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      setValue(codec.current.decode(ownParams(location.search, prefix)));
    };
    window.addEventListener("popstate", restore);
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("popstate", restore);
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [prefix, flush]);

  const set = useCallback(
    (next: T, push = false) => {
      setValue(next);
      const search = replaceOwnParams(location.search, prefix, codec.current.encode(next));
      const url = `${location.pathname}${search}${location.hash}`;
      if (push) {
        flush();
        if (search !== location.search) history.pushState(null, "", url);
        return;
      }
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = search === location.search ? null : { url, timer: setTimeout(flush, URL_TYPING_DELAY_MS) };
    },
    [prefix, flush],
  );

  return [value, set];
}
