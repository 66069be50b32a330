// Delivery-time tiers (section 9): up to 49 units, 50 to 199, 200 and above, plus an optional custom
// tier from requested_delivery_time that applies from requested_delivery_amount on.

export type TierId = "0_49" | "50_199" | "200_" | "requested";

export interface DeliveryTier {
  id: TierId;
  /** First amount of the tier. */
  from: number;
  /** Last amount of the tier, or undefined for "and above". */
  to: number | undefined;
  /** The delivery time text from the article record. */
  time: string;
}

export interface DeliveryTimeSource {
  lieferzeit_0_49?: string | null | undefined;
  lieferzeit_50_199?: string | null | undefined;
  lieferzeit_200_?: string | null | undefined;
  requested_delivery_time?: string | null | undefined;
}

/** The tiers with a delivery time, in order; the custom tier only with both its amount and its time. */
export function deliveryTiers(source: DeliveryTimeSource, requestedAmount: number | undefined): DeliveryTier[] {
  const custom = requestedAmount !== undefined && requestedAmount > 0 && source.requested_delivery_time;
  const cap = (to: number | undefined) => (custom && (to === undefined || to >= requestedAmount) ? requestedAmount - 1 : to);
  const tiers: DeliveryTier[] = [
    { id: "0_49", from: 0, to: cap(49), time: source.lieferzeit_0_49 ?? "" },
    { id: "50_199", from: 50, to: cap(199), time: source.lieferzeit_50_199 ?? "" },
    { id: "200_", from: 200, to: cap(undefined), time: source.lieferzeit_200_ ?? "" },
  ];
  const shown = tiers.filter((t) => t.time.trim() !== "" && (t.to === undefined || t.to >= t.from));
  if (custom) shown.push({ id: "requested", from: requestedAmount, to: undefined, time: source.requested_delivery_time ?? "" });
  return shown;
}

/** The tier that applies to `amount`, if any. */
export function tierFor(tiers: DeliveryTier[], amount: number): DeliveryTier | undefined {
  return tiers.find((t) => amount >= t.from && (t.to === undefined || amount <= t.to));
}
