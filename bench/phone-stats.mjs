// The phone bench's figures (bench/phone.mjs): medians with their range, and the goals of issue 23 as
// pass/miss lines. Pure, so test/node/phone-stats.test.mjs checks them.

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "median (min–max)" of numbers, each written by `format`. */
export function spread(values, format) {
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

export const formatMs = (ms) => `${Math.round(ms).toLocaleString("en")} ms`;
export const formatKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const formatShift = (shift) => shift.toFixed(3);

/**
 * The product page's goals from each page's median time: ours against Shopify's Buy Button and
 * against the faster peer. `peers` maps a peer's name to its median; `shopify` names Shopify's.
 */
export function productGoals(ours, peers, shopify, goals = { bestPeer: 0.75, shopify: 0.8 }) {
  const [bestName, best] = Object.entries(peers).sort((a, b) => a[1] - b[1])[0];
  const toShopify = ours / peers[shopify];
  const toBest = ours / best;
  return {
    bestName,
    toShopify,
    toBest,
    bestPassed: toBest <= goals.bestPeer,
    shopifyPassed: toShopify <= goals.shopify,
    line: `goal ≤ ${goals.bestPeer} × best peer: ${toBest.toFixed(2)} × ${bestName}, ${toBest <= goals.bestPeer ? "pass" : "missed"}; done-when ≤ ${goals.shopify} × Shopify: ${toShopify.toFixed(2)}, ${toShopify <= goals.shopify ? "pass" : "missed"}`,
  };
}

/** HTTP/1.1 against HTTP/2, both medians in ms: the issue allows HTTP/1.1 at most `slackMs` slower. */
export function protocolGoal(http1, http2, slackMs = 30) {
  const slower = http1 - http2;
  return `HTTP/1.1 ${formatMs(http1)} vs HTTP/2 ${formatMs(http2)}: ${slower >= 0 ? "+" : "−"}${formatMs(Math.abs(slower))} (goal ≤ +${slackMs} ms): ${slower <= slackMs ? "pass" : "missed"}`;
}
