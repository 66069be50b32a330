// What the demo server did with the requests a page still waits for: for a script's message when a
// page does not settle (test/demo-walk.mjs), to tell a request the server never received from one it
// received and did not answer, or answered without the browser taking the answer. Each answer also
// says its connection (the client's port, the how-many-th request on it, whether it is still open), to
// tell a stalled answer on a reused keep-alive connection from one on a fresh one.

/** Logs every request `server` receives; `describe(urls)` says, per URL, what became of it. */
export function logRequests(server) {
  const received = new Map();
  const served = new WeakMap();
  server.on("request", (req, res) => {
    const socket = req.socket;
    served.set(socket, (served.get(socket) ?? 0) + 1);
    const entry = { at: Date.now(), method: req.method, socket, port: socket.remotePort, nth: served.get(socket) };
    received.set(req.url, [...(received.get(req.url) ?? []), entry]);
    res.on("finish", () => (entry.flushed = true));
    res.on("close", () => {
      entry.ms = Date.now() - entry.at;
      entry.status = res.statusCode;
    });
  });
  const fate = (url) => {
    const { pathname, search } = new URL(url);
    const last = received.get(`${pathname}${search}`)?.at(-1);
    if (!last) return "never received";
    const ago = `${((Date.now() - last.at) / 1000).toFixed(1)} s ago`;
    const connection = `connection :${last.port} request ${last.nth}, ${last.socket.destroyed ? "closed" : "open"}`;
    if (last.ms === undefined) return `${last.method} received ${ago}, not answered; ${connection}`;
    const how = last.flushed ? "answered" : "closed without answering";
    return `${last.method} received ${ago}, ${how} ${last.status} in ${last.ms} ms; ${connection}`;
  };
  return { describe: (urls) => urls.map((url) => `${url} (${fate(url)})`).join(", ") };
}
