// The category's index (article-index.ts) built in parts, each in a task of its own (issue 23): once
// the first rows are painted, building the index of 2,000 articles in one task (over 100 ms on a
// phone's 4× slower CPU) would hold up a shopper's first tap or scroll.
import type { ListArticle } from "../api/listed-articles.ts";
import { type CategoryIndex, type IndexedArticle, indexRange, isInchCountry, measureParser, withFacets } from "./article-index.ts";

/** Articles indexed per task: up to about 40 ms at 4× CPU (measured 0–19 ms per 100 on a loaded machine). */
export const ARTICLES_PER_TASK = 200;

interface TaskScheduler {
  postTask(task: () => void, options: { priority: "user-blocking" }): Promise<void>;
}

/**
 * A task of its own, ahead of the page's other waiting tasks where the browser ranks them (Chromium's
 * `scheduler.postTask`): the filters come right after the first rows, not behind the rows' later
 * batches and the prices' answers; a tap or a frame still comes between two parts. Elsewhere a timer.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler) return scheduler.postTask(() => {}, { priority: "user-blocking" });
  return new Promise((resolve) => setTimeout(resolve));
}

/** The index of `list`, as indexCategory builds it; rejects with the signal's reason once aborted. */
export async function indexInParts(list: readonly ListArticle[], country: string, signal: AbortSignal): Promise<CategoryIndex> {
  const inches = isInchCountry(country);
  const parse = measureParser();
  const articles: IndexedArticle[] = [];
  for (let start = 0; start < list.length; start += ARTICLES_PER_TASK) {
    await nextTask();
    signal.throwIfAborted();
    articles.push(...indexRange(list, start, start + ARTICLES_PER_TASK, inches, parse));
  }
  await nextTask();
  signal.throwIfAborted();
  const index = withFacets(articles, inches);
  // The list's render with it (filters, counts) is a task of its own too.
  await nextTask();
  signal.throwIfAborted();
  return index;
}
