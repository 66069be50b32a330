// The payment functions' shop setting for the local HubSpot stand-in: the shop's page PayPal sends the
// buyer back to, which closes its window (hubspot/functions/shop/payments.ts PayPalPagesSchema). The
// demo's own page on its default port; demo/functions-api.mjs writes the address the demo listens on.
// The fake needs none: its PayPal approves at once.
import { objectType, SETTING } from "../../hubspot/functions/crm/model.ts";
import { PAYPAL_SETTING } from "../../hubspot/functions/shop/payments.ts";
import type { SeedRecord } from "./crm-seed.ts";

/** The demo's return page at `origin` (demo/paypal/return.html), after approving and after cancelling alike. */
export const demoPayPalPages = (origin: string) => ({
  returnUrl: `${origin}/demo/paypal/return.html`,
  cancelUrl: `${origin}/demo/paypal/return.html?cancelled`,
  brandName: "Archivbedarf (Demo)",
});

/** The `paypal` setting's record for the demo at `origin`. */
export const paypalSettingRecord = (origin: string): SeedRecord => ({
  type: objectType(SETTING),
  id: "",
  properties: {
    setting_key: PAYPAL_SETTING,
    value: JSON.stringify(demoPayPalPages(origin)),
    description: "PayPal: returnUrl und cancelUrl (Shop-Seiten, die ihr Fenster schließen), brandName (Name auf PayPals Seite)",
  },
});

export const paymentSeed = (): SeedRecord[] => [paypalSettingRecord("http://127.0.0.1:8080")];
