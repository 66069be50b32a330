// Ends the run with one plain line, "N passed, N failed, N skipped", that CI logs can read, after the
// names of the failed tests and of those that passed only on their retry: a CI log shows only its end,
// and the failures scroll away above it.
function count(suite, totals, where, logs) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else {
      totals.failed++;
      totals.names.push(`${where} ${test.name}: ${test.error?.message?.split("\n")[0] ?? "failed"}${logs}`);
    }
  }
  for (const child of suite?.suites ?? []) count(child, totals, `${where} ${child.name} ›`, logs);
}

/** What a failed file's page logged (its first lines): a load failure there explains many a missing toast. */
function pageLogs(session) {
  const lines = (session.logs ?? []).map((args) => args.map(String).join(" ").split("\n")[0].slice(0, 200));
  return lines
    .filter((line) => !line.startsWith("[retried] "))
    .slice(0, 6)
    .map((line) => `\n    page log: ${line}`)
    .join("");
}

/** The time a file's tests took in the browser (its page's loading aside), in ms. */
function testTime(suite) {
  const own = (suite?.tests ?? []).reduce((sum, test) => sum + (test.duration ?? 0), 0);
  return own + (suite?.suites ?? []).reduce((sum, child) => sum + testTime(child), 0);
}

export function summaryReporter() {
  return {
    stop({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, names: [] };
      for (const session of sessions) {
        const file = session.testFile.replace(/^.*?\.test-dist[^/]*\//, "");
        count(session.testResults, totals, `${file}:`, session.passed ? "" : pageLogs(session));
        if (!session.passed && !session.testResults?.tests?.length && !session.testResults?.suites?.length) {
          totals.failed++;
          totals.names.push(`${file}: ${session.errors?.[0]?.message?.split("\n")[0] ?? "did not run"}`);
        }
      }
      const retried = sessions.flatMap((session) =>
        (session.logs ?? [])
          .map((args) => String(args?.[0] ?? ""))
          .filter((text) => text.startsWith("[retried] "))
          .map((text) => `  passed on its retry: ${session.testFile.replace(/^.*?\.test-dist[^/]*\//, "")}: ${text.slice(10)}\n`),
      );
      const failures = [...retried, ...totals.names.map((name) => `  failed: ${name}\n`)].join("");
      // Where the time goes: the slowest files, and the tests' time against the run's.
      const times = sessions.map((session) => [session.testFile.replace(/^.*?\.test-dist[^/]*\//, ""), testTime(session.testResults)]);
      const slowest = times
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([file, ms]) => `${file} ${(ms / 1000).toFixed(1)} s`);
      const inTests = Math.round(times.reduce((sum, [, ms]) => sum + ms, 0) / 1000);
      const timing = `tests' own time ${inTests} s; slowest files: ${slowest.join(", ")}\n`;
      // Printed at exit: the default reporter redraws the terminal until then.
      process.once("exit", () =>
        process.stdout.write(`\n${timing}${failures}${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`),
      );
    },
  };
}
