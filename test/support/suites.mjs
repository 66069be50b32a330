// The suites `npm test` runs after the build, in order (test/run-suites.mjs; docs/testing.md lists
// them, and test/node/testing-doc.test.mjs checks that list against this one). Each keeps the two
// cores busy: run side by side they only got slower and flakier.
export const SUITES = [
  // Three files at a time: the functions' tests spend half their time waiting on the HubSpot stand-in.
  ["node tests", "node --test --test-concurrency=3 test/node/"],
  ["sizes", "node test/sizes.mjs"],
  ["check", "npm run check"],
  ["demo pages", "node test/demo-pages.mjs"],
  ["layout shift", "node test/layout-shift.mjs"],
  ["phone layouts", "node test/phone-layouts.mjs"],
  ["cross-origin", "node test/cross-origin.mjs"],
  ["card payment", "node test/demo-card-payment.mjs"],
  ["demo walks", "node test/demo-walk.mjs"],
  ["browser suite", "npm run test:browser"],
];
