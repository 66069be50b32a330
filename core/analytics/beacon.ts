// The records for the operator's endpoint (settings.ts), batched: sent with navigator.sendBeacon when
// the page is hidden or left, or when MAX_BATCH wait. The body is text (a CORS-safelisted type, so a
// beacon to another origin needs no preflight it cannot make), JSON inside: { page, records }. The page
// is its path alone: a query may carry a deal or a session.
const MAX_BATCH = 20;

const waiting: object[] = [];
let target = "";
let listening = false;

function flush(): void {
  if (waiting.length === 0) return;
  const body = JSON.stringify({ page: location.pathname, records: waiting.splice(0) });
  navigator.sendBeacon(target, body);
}

export function queueForBeacon(url: string, record: object): void {
  target = url;
  waiting.push(record);
  if (!listening) {
    listening = true;
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flush();
    });
    window.addEventListener("pagehide", flush);
  }
  if (waiting.length >= MAX_BATCH) flush();
}
