// msw's service worker as the demo serves it (docs/decisions/msw-worker-streams.md): the installed
// msw's own file, so worker and library always match, with one guard. After each answer the worker
// posts a copy of the answer's body stream to the page for msw's life-cycle events; WebKit cannot
// transfer streams, so there every answer ended in an unhandled DataCloneError. Where streams do not
// transfer, the guarded worker sends that event without a body, as msw itself does for event streams.
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

/** msw's worker source with the guard; throws when msw's worker no longer has the line it guards. */
export function guardWorker(source) {
  const found = source.split(CLONE_LINE).length - 1;
  if (found !== 1)
    throw new Error(`${MSW_WORKER} has ${found} copies of "${CLONE_LINE}", not one: msw changed its worker; see demo/msw-worker.mjs`);
  return `${source.replace(CLONE_LINE, GUARDED_LINE)}${CAN_TRANSFER_STREAMS}`;
}

/** The guarded worker of the installed msw, as the demo, the partner site and the tests serve it. */
export async function mswWorkerSource(root = REPO_ROOT) {
  return guardWorker(await fs.readFile(path.join(root, MSW_WORKER), "utf8"));
}
