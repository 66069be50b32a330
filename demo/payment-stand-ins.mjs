// The payment providers the shop's payment functions reach when they run here (the demo's functions,
// demo/functions-api.mjs, and the contract suite, test/support/backends.mjs): the PayPal stand-in
// (demo/paypal/server.mjs) and the card provider's charge API beside the demo's hosted card fields
// (demo/hosted-fields-server.mjs). `env` is what only the local run sets: the stand-ins' addresses and
// the credentials they take; a deployed function has PayPal's and the provider's own (hubspot/README.md#secrets).
import { LOCAL_CARD_SECRET_KEY, startHostedFieldsServer } from "./hosted-fields-server.mjs";
import { createPayPalStandIn } from "./paypal/server.mjs";

/** Starts both; `paypal` and `card` are their test hooks. */
export async function startPaymentStandIns() {
  const paypal = createPayPalStandIn();
  await paypal.listen(0);
  const card = await startHostedFieldsServer({ port: 0 });
  return {
    paypal,
    card: card.charges,
    env: {
      PAYPAL_API_BASE_URL: paypal.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_ENVIRONMENT: "sandbox",
      CARD_PROVIDER_API_URL: card.chargeApi,
      CARD_PROVIDER_SECRET_KEY: LOCAL_CARD_SECRET_KEY,
    },
    close: () =>
      Promise.all([
        paypal.close(),
        new Promise((resolve) => {
          card.server.close(resolve);
          card.server.closeAllConnections();
        }),
      ]),
  };
}
