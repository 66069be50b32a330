// The payment sandbox's hosted card fields in the component tests: web-test-runner.config.mjs serves
// them from a second origin (127.0.0.1 and a port of their own; the tests run on localhost) and puts
// the card page's URL on the test page.
export const HOSTED_FIELDS_URL = (window as { __hostedFieldsUrl?: string }).__hostedFieldsUrl ?? "";
if (!HOSTED_FIELDS_URL) throw new Error("no hosted card fields: web-test-runner.config.mjs starts them");
