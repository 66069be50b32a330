// An element's state in the page's query (shareable links, reload, back and forward; the cart line's
// "edit" link): each element owns the parameters that start with its prefix (the configurators' "b.",
// "m.", the category list's "c."), so several can sit on one page and the page's own parameters stay
// untouched; a prefix ending in "." also owns its bare name (the search results' "q." owns q, the term
// links name, and q.kind, q.sort, q.page). Typing replaces the history entry (back does not step through every keystroke) once
// typing pauses. A discrete choice (a type, a board, a filter, a page) pushes an entry, so back undoes
// it, right after the frame that shows the choice: history.pushState and replaceState can take
// several milliseconds in Chromium, and what the choice changes must be on screen within one frame.
// Back and forward restore the state of their entry; what is left waiting is written when the element goes.
import { useCallback, useEffect, useRef, useState } from "react";
import { ownParams, replaceOwnParams } from "./url-params.ts";

/** How long typing must pause before the URL follows. */
export const URL_TYPING_DELAY_MS = 250;

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

  // The write left waiting: typing's replace (until the pause) or a choice's push (until the next frame).
  const pending = useRef<{ url: string; push: boolean; timer: ReturnType<typeof setTimeout> } | null>(null);
  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    try {
      if (waiting.push) history.pushState(null, "", waiting.url);
      else history.replaceState(history.state, "", waiting.url);
    } catch (error) {
      // Safari refuses over 100 history writes in 10 s (an arrow key held through a list of choices):
      // the choice stays on screen; only the address waits for the next write.
      console.warn("[shop-widgets] the address did not follow the choice", error);
    }
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
      // A push waiting for its frame ends the entry it leaves: write it first, then compare with it.
      if (pending.current?.push) flush();
      const search = replaceOwnParams(location.search, prefix, codec.current.encode(next));
      const url = `${location.pathname}${search}${location.hash}`;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      if (search === location.search) return;
      if (!push) {
        pending.current = { url, push, timer: setTimeout(flush, URL_TYPING_DELAY_MS) };
        return;
      }
      const waiting = { url, push, timer: setTimeout(flush, 100) }; // a hidden tab has no frames
      pending.current = waiting;
      requestAnimationFrame(() => setTimeout(() => pending.current === waiting && flush()));
    },
    [prefix, flush],
  );

  return [value, set];
}
