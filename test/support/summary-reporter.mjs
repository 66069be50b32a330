// Ends the run with one plain line, "N passed, N failed, N skipped", that CI logs can read.
function count(suite, totals) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const child of suite?.suites ?? []) count(child, totals);
}

export function summaryReporter() {
  return {
    stop({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        count(session.testResults, totals);
        if (!session.passed && !session.testResults?.tests?.length && !session.testResults?.suites?.length) totals.failed++;
      }
      // Printed at exit: the default reporter redraws the terminal until then.
      process.once("exit", () => process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`));
    },
  };
}
