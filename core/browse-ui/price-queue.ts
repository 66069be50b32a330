// Customer prices of list rows (issue 12): one price-lists/get per article, at most MAX_CONCURRENT at
// once; the waiting job nearest the screen goes next (its rank, read when a place frees: rows on
// screen from the top, then the rows below), first come first served among equals. The queue starts
// a task after a job comes, so the rows that near the screen together are ranked together; a row that
// leaves the screen before its turn gives its place up (its signal aborts). Answers are kept for the browser session per article, company and country, so
// scrolling back, paging back or reloading asks nothing again; another company is another key. The
// queue and the cache are page-wide (shared): two elements, or two copies of the bundle, share both.
import * as v from "valibot";
import { fetchPriceList } from "../api/endpoints.ts";
import { type PriceList, PriceListSchema } from "../api/schemas.ts";
import { shared } from "../element/shared-instance.ts";

/** Price requests in flight at most, page-wide. */
export const MAX_CONCURRENT = 6;

/** Entries the session cache keeps; the oldest go first. */
const CACHE_LIMIT = 600;
const STORAGE_KEY = "shop:price-lists";

export interface PriceKey {
  baseUrl: string;
  articleId: string;
  companyId: string | null;
  geoLocation: string;
}

/** A waiting job's place in line, read when a request place frees: lower goes first. */
export type Rank = () => number;

interface Job {
  key: PriceKey;
  signal: AbortSignal | undefined;
  rank: Rank | undefined;
  resolve: (list: PriceList) => void;
  reject: (error: unknown) => void;
}

interface Queue {
  cache: Map<string, PriceList>;
  inFlight: Map<string, Promise<PriceList>>;
  waiting: Job[];
  running: number;
  /** The pending write of the cache and start of waiting jobs: page-wide like the queue, as each element file holds its own copy of this module (docs/decisions/element-files.md). */
  storeTimer?: ReturnType<typeof setTimeout>;
  starting?: ReturnType<typeof setTimeout>;
}

const StoredSchema = v.record(v.string(), PriceListSchema);

function readStored(): Map<string, PriceList> {
  try {
    const parsed = v.safeParse(StoredSchema, JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}"));
    return new Map(parsed.success ? Object.entries(parsed.output) : []);
  } catch {
    return new Map(); // private mode or a foreign value: start empty
  }
}

const queue = shared<Queue>("priceQueue", () => ({ cache: readStored(), inFlight: new Map(), waiting: [], running: 0 }));

/** Writes the cache once per burst of answers, not once per answer. */
function storeLater(): void {
  clearTimeout(queue.storeTimer);
  queue.storeTimer = setTimeout(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...queue.cache].slice(-CACHE_LIMIT))));
    } catch {
      // storage full or unavailable: the cache still serves this page
    }
  }, 200);
}

const cacheKey = (k: PriceKey) => [k.baseUrl, k.geoLocation, k.companyId ?? "", k.articleId].join("|");

/** The cached price list, if this article was priced for this company and country in this session. */
export function cachedPriceList(key: PriceKey): PriceList | undefined {
  return queue.cache.get(cacheKey(key));
}

/** Takes the waiting job of the lowest rank (the first of equals) out of the queue. */
function takeNext(): Job {
  const ranks = queue.waiting.map((job) => job.rank?.() ?? 0);
  const at = ranks.indexOf(Math.min(...ranks));
  return queue.waiting.splice(at, 1)[0] as Job;
}

function next(): void {
  while (queue.running < MAX_CONCURRENT && queue.waiting.length > 0) {
    const job = takeNext();
    if (job.signal?.aborted) continue;
    queue.running++;
    load(job.key)
      .then(job.resolve, job.reject)
      .finally(() => {
        queue.running--;
        next();
      });
  }
}

/** Starts waiting jobs in the next task: the rows an observer reports at once (in no order) are all in line by then. */
function startSoon(): void {
  if (queue.starting !== undefined) return;
  queue.starting = setTimeout(() => {
    queue.starting = undefined;
    next();
  });
}

function load(key: PriceKey): Promise<PriceList> {
  const id = cacheKey(key);
  const running = queue.inFlight.get(id);
  if (running) return running;
  // Answered while this job waited for its place (a list primed it, primePriceLists).
  const answered = queue.cache.get(id);
  if (answered) return Promise.resolve(answered);
  const promise = fetchPriceList(key)
    .then((list) => {
      queue.cache.delete(id);
      queue.cache.set(id, list);
      storeLater();
      return list;
    })
    .finally(() => queue.inFlight.delete(id));
  queue.inFlight.set(id, promise);
  return promise;
}

/**
 * The price list for the key: from the cache, or queued behind at most MAX_CONCURRENT requests in the
 * order of `rank`. An abort before the request starts takes the job out of the queue and rejects with
 * the signal's reason.
 */
export function queuePriceList(key: PriceKey, signal?: AbortSignal, rank?: Rank): Promise<PriceList> {
  const cached = cachedPriceList(key);
  if (cached) return Promise.resolve(cached);
  // Asked for already (primed, or another list's row): the same request's answer, no second request.
  const running = queue.inFlight.get(cacheKey(key));
  if (running) return running;
  return new Promise((resolve, reject) => {
    const job: Job = { key, signal, rank, resolve, reject };
    signal?.addEventListener("abort", () => {
      const at = queue.waiting.indexOf(job);
      if (at >= 0) queue.waiting.splice(at, 1);
      reject(signal.reason);
    });
    queue.waiting.push(job);
    startSoon();
  });
}

/**
 * Starts the price lists of the first rows a list will show, at once and in their order, ahead of
 * every row waiting (issue 23): the list knows them as soon as it has sorted its articles, while its
 * rows ask only once they are built, laid out and seen. Each row then takes the request in flight or
 * the cached answer (queuePriceList); a failed one is asked again by its row.
 */
export function primePriceLists(keys: readonly PriceKey[]): void {
  const ignore = () => {};
  for (const key of keys) {
    if (cachedPriceList(key) || queue.inFlight.has(cacheKey(key))) continue;
    queue.waiting.push({ key, signal: undefined, rank: () => -1, resolve: ignore, reject: ignore });
  }
  next();
}
