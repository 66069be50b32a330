// Injected into every test file (test/build-tests.mjs). A test that failed and then passed on its
// second try (web-test-runner.config.mjs: one retry, for timing under a loaded machine) says so in the
// browser log; the summary reporter lists it, so a flaky test is seen and mended rather than hidden.
afterEach(function () {
  // Mocha's typings keep currentRetry() protected; Mocha's own retry reporting calls it.
  const test = this.currentTest as (Mocha.Test & { currentRetry(): number }) | undefined;
  if (test?.state === "passed" && test.currentRetry() > 0) console.warn(`[retried] ${test.fullTitle()}`);
});
