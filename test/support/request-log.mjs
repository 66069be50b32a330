// What the demo server did with the requests a page still waits for: for a script's message when a
// page does not settle (test/demo-walk.mjs), to tell a request the server never received from one it
// received and did not answer, or answered without the browser taking the answer.

/** Logs every request `server` receives; `describe(urls)` says, per URL, what became of it. */
export function logRequests(server) {
  const received = new Map();
  server.on("request", (req, res) => {
    const entry = { at: Date.now() };
    received.set(req.url, [...(received.get(req.url) ?? []), entry]);
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
    return last.ms === undefined ? `received ${ago}, not answered` : `received ${ago}, answered ${last.status} in ${last.ms} ms`;
  };
  return { describe: (urls) => urls.map((url) => `${url} (${fate(url)})`).join(", ") };
}
