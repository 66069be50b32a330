// What a delivery costs besides the goods, told before the checkout (docs/decisions/costs-before-the-cart.md):
// the shipping fee falls away from the shop's free-shipping threshold (net goods value, the shippingFee
// answer's freeFromNet) on; the packaging cost stays. In integer cents.

export interface DeliveryCosts {
  shippingCents: number;
  packagingCents: number;
  /** The net goods value from which the delivery ships free; null: never (a forwarder) or not known. */
  freeFromCents: number | null;
  /** How much more (net) the goods must be worth to ship free; 0 once they do; null without a threshold. */
  missingCents: number | null;
}

export function deliveryCosts(args: {
  goodsNetCents: number;
  /** The fee below the threshold (the shippingFee answer for a value below it). */
  feeCents: number;
  freeFromCents: number | null;
  packagingCents: number;
}): DeliveryCosts {
  const { goodsNetCents, freeFromCents } = args;
  const missingCents = freeFromCents === null ? null : Math.max(0, freeFromCents - goodsNetCents);
  return { shippingCents: missingCents === 0 ? 0 : args.feeCents, packagingCents: args.packagingCents, freeFromCents, missingCents };
}
