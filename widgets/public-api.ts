/// <reference path="../types/assets.d.ts" />
// The public API of dist/shop-widgets.js (re-exported by widgets/index.ts): the session's stores,
// the event helpers, the money format and the bundle's version. dist/shop-widgets.d.ts declares it
// (scripts/public-types.mjs); it imports no element, so its declarations need no CSS or catalogs.
export {
  $addressFormError,
  $cartPriceCent,
  $companies,
  $company,
  $deliveryCompanyName,
  $deliveryData,
  $directOrder,
  $selectedVat,
  $shippingCost,
  $showVAT,
  $vatChoiceMade,
  selectCompany,
  setCompanies,
  type DeliveryData,
} from "../core/state/stores.ts";
export { $cartCount } from "../core/state/cart-count.ts";
export type { CompanyChoice } from "../core/api/schemas.ts";
export { emit, listen, type ShopAnalyticsEventMap, type ShopEventMap, type ShopEventName } from "../core/element/events.ts";
export { setAnalyticsConsent } from "../core/analytics/consent.ts";
export type { Ga4Ecommerce, Ga4Item, Ga4List, Ga4Params } from "../core/analytics/ga4.ts";
export { formatMoney } from "../core/pricing/money.ts";
export const version: string = __SHOP_VERSION__;
