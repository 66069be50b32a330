// Loaded first in every demo page when a WebDriver script asks the demo server for it (startServer's
// `pageWatch`; test/support/webdriver-page.mjs): WebKit's WebDriver has no console or network events,
// so the page keeps what a browser's tools would report (script errors, unhandled rejections, console
// errors, failed answers) and counts its requests in flight, and the script reads them.
(() => {
  // `pending`: the URLs in flight, for a script's message when a page does not settle.
  const watch = { problems: [], inflight: 0, pending: [] };
  window.__pageWatch = watch;
  const where = () => location.href;
  addEventListener(
    "error",
    (event) => {
      if (event.error || event.message) watch.problems.push({ kind: "pageerror", text: event.message || String(event.error) });
      else if (event.target?.src || event.target?.href)
        watch.problems.push({ kind: "console", text: `failed to load ${event.target.src ?? event.target.href}` });
    },
    true,
  );
  addEventListener("unhandledrejection", (event) =>
    watch.problems.push({ kind: "pageerror", text: `unhandled rejection: ${event.reason?.stack ?? event.reason}` }),
  );
  const consoleError = console.error;
  console.error = (...args) => {
    watch.problems.push({ kind: "console", text: args.map(String).join(" "), url: where() });
    consoleError.apply(console, args);
  };
  const pageFetch = window.fetch;
  window.fetch = async (...args) => {
    watch.inflight++;
    const url = String(args[0]?.url ?? args[0]);
    watch.pending.push(url);
    try {
      const answer = await pageFetch(...args);
      if (answer.status >= 400) watch.problems.push({ kind: "response", status: answer.status, url: answer.url });
      return answer;
    } finally {
      watch.inflight--;
      watch.pending.splice(watch.pending.indexOf(url), 1);
    }
  };
})();
