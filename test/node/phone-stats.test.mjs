// The phone bench's figures (bench/phone-stats.mjs): medians, ranges and the issue 23 goals' pass/miss lines.
import assert from "node:assert/strict";
import { test } from "node:test";
import { formatMs, median, productGoals, protocolGoal, spread } from "../../bench/phone-stats.mjs";

test("the median of an odd count is the middle value, of an even count the mean of the middle two", () => {
  assert.equal(median([1_223, 1_136, 1_878]), 1_223);
  assert.equal(median([4, 1, 3, 2]), 2.5);
});

test("a spread is the median with the smallest and largest value", () => {
  assert.equal(spread([1_198, 1_095, 1_136], formatMs), "1,136 ms (1,095 ms–1,198 ms)");
});

test("the product goals compare ours with Shopify and with the faster peer", () => {
  // Issue 23's figures: 1,136 ms against 1,223 (Shopify) and 1,878 (Commerce Layer).
  const goals = productGoals(1_136, { Shopify: 1_223, "Commerce Layer": 1_878 }, "Shopify");
  assert.equal(goals.bestName, "Shopify");
  assert.equal(goals.toShopify.toFixed(2), "0.93");
  assert.equal(goals.bestPassed, false);
  assert.equal(goals.shopifyPassed, false);
  assert.match(goals.line, /0\.93 × Shopify, missed; done-when ≤ 0\.8 × Shopify: 0\.93, missed$/);
});

test("the best peer is the faster one, whichever is Shopify", () => {
  // The simulated 873 ms against a Commerce Layer faster than Shopify.
  const goals = productGoals(873, { Shopify: 1_223, "Commerce Layer": 1_100 }, "Shopify");
  assert.equal(goals.bestName, "Commerce Layer");
  assert.equal(goals.toBest.toFixed(2), "0.79");
  assert.equal(goals.bestPassed, false);
  assert.equal(goals.shopifyPassed, true);
});

test("HTTP/1.1 passes when it is at most 30 ms slower than HTTP/2", () => {
  assert.match(protocolGoal(1_166, 1_136), /\+30 ms \(goal ≤ \+30 ms\): pass$/);
  assert.match(protocolGoal(1_256, 1_136), /\+120 ms \(goal ≤ \+30 ms\): missed$/);
  assert.match(protocolGoal(1_100, 1_136), /−36 ms \(goal ≤ \+30 ms\): pass$/);
});
