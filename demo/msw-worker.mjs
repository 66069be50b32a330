// msw's service worker as the demo serves it (docs/decisions/msw-worker-streams.md): the installed
// msw's own file, so worker and library always match, with one guard. After each answer the worker
// posts a copy of the answer's body stream to the page for msw's life-cycle events; WebKit cannot
// transfer streams, so there every answer ended in an unhandled DataCloneError. Where streams do not
// transfer, the guarded worker sends that event without a body, as msw itself does for event streams.
// A second guard, for the demo's pages (not the browser tests, which fake failed chunk loads): scripts
// and styles go to the network as on a real page, never through the page's main thread, where msw's
// worker asks the page about every request (docs/decisions/msw-worker-streams.md#scripts-bypass-the-worker).
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MSW_WORKER = "node_modules/msw/lib/mockServiceWorker.js";

/** msw's line that copies the answer for the page's life-cycle event (msw 2.15). */
export const CLONE_LINE = "const responseClone = isEventStreamResponse ? null : response.clone()";
const GUARDED_LINE = "const responseClone = isEventStreamResponse || !canTransferStreams() ? null : response.clone()";

const CAN_TRANSFER_STREAMS = `
// Added by the demo (demo/msw-worker.mjs): whether this engine can transfer a ReadableStream (WebKit cannot).
let streamsTransfer
function canTransferStreams() {
  if (streamsTransfer === undefined) {
    const { port1, port2 } = new MessageChannel()
    try {
      const stream = new ReadableStream()
      port1.postMessage(stream, [stream])
      streamsTransfer = true
    } catch {
      streamsTransfer = false
    }
    port1.close()
    port2.close()
  }
  return streamsTransfer
}
`;

/** msw's line that lets navigations go to the network untouched (msw 2.15). */
export const NAVIGATE_LINE = "if (event.request.mode === 'navigate') {";
const NAVIGATE_OR_ASSET_LINE = "if (event.request.mode === 'navigate' || isPageAsset(event.request)) {";

const IS_PAGE_ASSET = `
// Added by the demo (demo/msw-worker.mjs): the page's scripts and styles, which no fake answers.
function isPageAsset(request) {
  return request.destination === 'script' || request.destination === 'style'
}
`;

/** `source` with `line` replaced by `by`; throws when msw's worker no longer has exactly one `line`. */
function replaceOnce(source, line, by) {
  const found = source.split(line).length - 1;
  if (found !== 1)
    throw new Error(`${MSW_WORKER} has ${found} copies of "${line}", not one: msw changed its worker; see demo/msw-worker.mjs`);
  return source.replace(line, by);
}

/**
 * msw's worker source with the stream guard, and with `assetsToNetwork` the page's scripts and styles
 * bypassing it; throws when msw's worker no longer has a line it guards.
 */
export function guardWorker(source, { assetsToNetwork = false } = {}) {
  const guarded = `${replaceOnce(source, CLONE_LINE, GUARDED_LINE)}${CAN_TRANSFER_STREAMS}`;
  return assetsToNetwork ? `${replaceOnce(guarded, NAVIGATE_LINE, NAVIGATE_OR_ASSET_LINE)}${IS_PAGE_ASSET}` : guarded;
}

/**
 * The guarded worker of the installed msw, as the demo, the partner site and the tests serve it; the
 * demo's pages with `assetsToNetwork`, the browser tests without (they fake failed script loads).
 */
export async function mswWorkerSource(root = REPO_ROOT, options = {}) {
  return guardWorker(await fs.readFile(path.join(root, MSW_WORKER), "utf8"), options);
}
