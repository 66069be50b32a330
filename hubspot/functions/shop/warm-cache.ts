// What a warm function keeps between its requests: the shop's settings and category tree, the same for
// every shopper, read again after a minute. HubSpot's limit of 190 requests in 10 s is the app's, shared
// by every shopper's every request; without this, one shopper walking the shop met it (the demo walk,
// docs/decisions/hubspot-functions.md#limits). A cold function reads them anew; an owner's change shows
// within the minute. SHOP_WARM_CACHE_MS changes the time (0: keep nothing), for the tests.

const entries = new Map<string, { until: number; value: Promise<unknown> }>();

/** How long a value is kept: a minute, or SHOP_WARM_CACHE_MS. */
function keepMs(): number {
  const set = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.SHOP_WARM_CACHE_MS;
  return set !== undefined && set !== "" && Number.isFinite(Number(set)) ? Number(set) : 60_000;
}

/** The value kept under `key`, or the one `load` gives, kept for a while; a failure is not kept. */
export function remembered<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const kept = entries.get(key);
  if (kept && kept.until > now) return kept.value as Promise<T>;
  const value = load();
  const ms = keepMs();
  if (ms > 0) {
    entries.set(key, { until: now + ms, value });
    value.catch(() => entries.delete(key));
  }
  return value;
}
