// Every shop analytics event passes here (docs/decisions/analytics-consent.md). Until the visitor's
// consent is known it waits in memory (this page only, at most MAX_WAITING); given, the waiting events
// go in order to the part loaded only then (report.ts); refused, they are dropped. Before consent
// nothing leaves this file: no event on window, no dataLayer push, no beacon, no analytics code.
import { shared } from "../element/shared-instance.ts";
import { logLoadFailure } from "../ui/load-failure.ts";
import { $analyticsConsent, analyticsAllowed } from "./consent.ts";
import type { ShopFactName, ShopFacts } from "./facts.ts";

type Waiting = { [K in ShopFactName]: [K, ShopFacts[K]] }[ShopFactName];

const MAX_WAITING = 50;
/** How often Google Consent Mode's state is read again while events wait for it (it has no listener). */
const CONSENT_MODE_POLL_MS = 1000;

const waiting = shared("analyticsQueue", () => {
  const queue: Waiting[] = [];
  $analyticsConsent.listen(() => release(queue));
  return queue;
});
let polling = false;
/** The part loaded on consent; one promise, so that batches are reported in the order they were released. */
let reporter: Promise<typeof import("./report.ts")> | undefined;

/** Reports a shop event once the visitor has consented to analytics. */
export function track<K extends ShopFactName>(name: K, facts: ShopFacts[K]): void {
  if (waiting.push([name, facts] as Waiting) > MAX_WAITING) waiting.shift();
  release(waiting);
}

function release(queue: Waiting[]): void {
  if ($analyticsConsent.get() === false) queue.length = 0;
  else if (!analyticsAllowed()) pollConsentMode(queue);
  else if (queue.length) {
    const due = queue.splice(0);
    reporter ??= import("./report.ts");
    reporter
      .then(({ report }) => {
        for (const [name, facts] of due) report(name, facts);
      })
      .catch((error) => logLoadFailure("the analytics", error));
  }
}

function pollConsentMode(queue: Waiting[]): void {
  if (polling || !queue.length || !("dataLayer" in window)) return;
  polling = true;
  setTimeout(() => {
    polling = false;
    release(queue);
  }, CONSENT_MODE_POLL_MS);
}
