// Every shop analytics event passes here (docs/decisions/analytics-consent.md). Until the visitor's
// consent is known it waits in memory (this page only, at most MAX_WAITING); given, the waiting events
// go in order to the part loaded only then (report.ts); refused, they are dropped. Before consent
// nothing leaves this file: no event on window, no dataLayer push, no beacon, no analytics code.
import { shared } from "../element/shared-instance.ts";
import { logLoadFailure } from "../ui/load-failure.ts";
import { $analyticsConsent, analyticsAllowed } from "./consent.ts";
import type { ShopFactName, ShopFacts } from "./facts.ts";

type Waiting = { [K in ShopFactName]: { name: K; facts: ShopFacts[K] } }[ShopFactName];

const MAX_WAITING = 50;
/** How often Google Consent Mode's state is read again while events wait for it (it has no listener). */
const CONSENT_MODE_POLL_MS = 1000;

const queue = shared("analyticsQueue", () => {
  const state = { waiting: [] as Waiting[], reported: Promise.resolve(), polling: false };
  $analyticsConsent.listen(() => release(state));
  return state;
});

/** Reports a shop event once the visitor has consented to analytics. */
export function track<K extends ShopFactName>(name: K, facts: ShopFacts[K]): void {
  queue.waiting.push({ name, facts } as Waiting);
  if (queue.waiting.length > MAX_WAITING) queue.waiting.shift();
  release(queue);
}

function release(state: typeof queue): void {
  if ($analyticsConsent.get() === false) {
    state.waiting.length = 0;
    return;
  }
  if (!analyticsAllowed()) {
    pollConsentMode(state);
    return;
  }
  const due = state.waiting.splice(0);
  if (due.length === 0) return;
  state.reported = state.reported
    .then(() => import("./report.ts"))
    .then(({ report }) => {
      for (const { name, facts } of due) report(name, facts);
    })
    .catch((error) => logLoadFailure("the analytics", error));
}

function pollConsentMode(state: typeof queue): void {
  if (state.polling || state.waiting.length === 0 || !("dataLayer" in window)) return;
  state.polling = true;
  setTimeout(() => {
    state.polling = false;
    release(state);
  }, CONSENT_MODE_POLL_MS);
}
