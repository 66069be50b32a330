// HubSpot's rate limits per token, as sliding windows: the general burst limit of a private app
// (190 requests per 10 seconds on Professional and Enterprise, 100 on Free and Starter; the changelog
// "Increasing our API limits", https://developers.hubspot.com/changelog/increasing-our-api-limits) and the
// CRM search endpoints' own limit (five requests per second per account, the search guide's "Limitations",
// https://developers.hubspot.com/docs/api-reference/latest/crm/search-the-crm). HubSpot counts a search
// against both. Its daily limit (650,000 or 1,000,000 a day) is not kept: no test runs that long.

/**
 * @typedef {object} Limits
 * @property {number} burst requests per `burstIntervalMs` per token (HubSpot: 190, Pro/Enterprise private app)
 * @property {number} burstIntervalMs HubSpot's rolling window: 10,000 ms
 * @property {number} search searches per `searchIntervalMs` per token (HubSpot: 5 a second per account)
 * @property {number} searchIntervalMs 1,000 ms
 * @property {number} batchInputs inputs of one batch read, create, update or archive (HubSpot: 100)
 * @property {number} listPage records of one list page (HubSpot: 100)
 * @property {number} searchPage records of one search page (HubSpot: 200)
 * @property {number} searchResults records a search can page through (HubSpot: 10,000)
 * @property {number} filterGroups filter groups of one search (HubSpot's search guide: 5)
 * @property {number} filtersPerGroup filters of one group (6)
 * @property {number} filters filters of one search in all (18)
 * @property {number} associationsPage associations of one v4 page (HubSpot: 500)
 * @property {number} associationsBatch inputs of a v4 associations batch read (HubSpot: 1,000 since February 2025)
 * @property {number} siteSearchPage results of one site search page (HubSpot: 100)
 * @property {number} uniqueProperties properties with unique values per object type (HubSpot: 10)
 * @property {number} filesPage files of one files search page (HubSpot's OpenAPI spec for files v3: "Maximum limit is 100")
 * @property {number} fileSize bytes of one uploaded file: HubSpot's limits are in its Knowledge Base ("supported file
 *   types and sizes"), not in the API's docs; 300 MB here is the stand-in's choice, a test sets it small
 */

/** @type {Readonly<Limits>} */
export const DEFAULT_LIMITS = Object.freeze({
  burst: 190,
  burstIntervalMs: 10_000,
  search: 5,
  searchIntervalMs: 1_000,
  batchInputs: 100,
  listPage: 100,
  searchPage: 200,
  searchResults: 10_000,
  filterGroups: 5,
  filtersPerGroup: 6,
  filters: 18,
  associationsPage: 500,
  associationsBatch: 1_000,
  siteSearchPage: 100,
  uniqueProperties: 10,
  filesPage: 100,
  fileSize: 300 * 1024 * 1024,
});

/** Requests at most `max` per `intervalMs` for each key, counting only the requests it let through. */
export class SlidingWindow {
  /**
   * @param {number} max
   * @param {number} intervalMs
   * @param {() => number} clock
   */
  constructor(max, intervalMs, clock) {
    this.max = max;
    this.intervalMs = intervalMs;
    this.clock = clock;
    /** @type {Map<string, number[]>} the times of the requests let through, oldest first */
    this.times = new Map();
  }

  /**
   * The window of `key` now: whether one more request fits, how many remain after it, and when a slot frees.
   * @param {string} key
   */
  peek(key) {
    const now = this.clock();
    const times = this.times.get(key) ?? [];
    while (times.length && times[0] <= now - this.intervalMs) times.shift();
    this.times.set(key, times);
    const ok = times.length < this.max;
    return { ok, remaining: Math.max(0, this.max - times.length - (ok ? 1 : 0)), retryAfterMs: ok ? 0 : times[0] + this.intervalMs - now };
  }

  /** Counts one request of `key` (after a peek said it fits). @param {string} key */
  take(key) {
    this.times.get(key)?.push(this.clock());
  }

  reset() {
    this.times.clear();
  }
}
