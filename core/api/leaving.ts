// Whether the page is being left for another document (a link followed, a form sent). Its requests are
// then cancelled as it goes, and Firefox reports them as network failures before `pagehide`: that is
// the page going, not the shop failing, so the client neither logs nor retries them (client.ts). The
// Navigation API tells it (Chromium, Firefox, Safari 26); without it nothing changes.

interface NavigateEventLike extends Event {
  destination?: { sameDocument?: boolean };
  downloadRequest?: string | null;
}

/** A navigation that never commits (a 204 answer, stopped) leaves the page here: after this, it counts as staying. */
const LEAVING_MS = 5000;

let leavingUntil = 0;

/** Follows `navigation`'s navigate events (the page's own; tests pass a stand-in). */
export function followNavigation(navigation: EventTarget | undefined): void {
  navigation?.addEventListener("navigate", (event) => {
    const { destination, downloadRequest } = event as NavigateEventLike;
    if (destination?.sameDocument || downloadRequest) return;
    leavingUntil = performance.now() + LEAVING_MS;
  });
}

followNavigation((globalThis as { navigation?: EventTarget }).navigation);
// Back from the back/forward cache: here again. (globalThis: the build's scripts read schemas in Node.)
globalThis.addEventListener?.("pageshow", () => {
  leavingUntil = 0;
});

/** True while the page is on its way to another document. */
export const leavingPage = (): boolean => performance.now() < leavingUntil;
