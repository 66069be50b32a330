// While a request of the order is on its way (POST deal, the freight cost, a payment-method change, a
// payment), the checkout is locked: no step can be left and no field or method changed until the
// answer is there, so the deal and what the shopper sees never part. One lock for the whole checkout
// also keeps a second click or key press from sending twice (core/ui/submit-once.ts).
import { submitOnce } from "../../core/ui/submit-once.ts";

const orderLock = submitOnce();

export const $orderInFlight = orderLock.$busy;

/** Runs `request` with the checkout locked; resolves undefined without running it while another request is on its way. */
export const whileLocked = orderLock.run;
