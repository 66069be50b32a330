// Ends the run with one plain line, "N passed, N failed, N skipped", that CI logs can read, after the
// names of the failed tests: a CI log shows only its end, and the failures scroll away above it.
function count(suite, totals, where) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else {
      totals.failed++;
      totals.names.push(`${where} ${test.name}: ${test.error?.message?.split("\n")[0] ?? "failed"}`);
    }
  }
  for (const child of suite?.suites ?? []) count(child, totals, `${where} ${child.name} ›`);
}

export function summaryReporter() {
  return {
    stop({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, names: [] };
      for (const session of sessions) {
        const file = session.testFile.replace(/^.*?\.test-dist[^/]*\//, "");
        count(session.testResults, totals, `${file}:`);
        if (!session.passed && !session.testResults?.tests?.length && !session.testResults?.suites?.length) {
          totals.failed++;
          totals.names.push(`${file}: ${session.errors?.[0]?.message?.split("\n")[0] ?? "did not run"}`);
        }
      }
      const failures = totals.names.map((name) => `  failed: ${name}\n`).join("");
      // Printed at exit: the default reporter redraws the terminal until then.
      process.once("exit", () =>
        process.stdout.write(`\n${failures}${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`),
      );
    },
  };
}
