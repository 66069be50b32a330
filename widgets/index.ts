// dist/shop-widgets.js: importing it defines every element and exports the public API.
import "./cart/element.ts";
import "./checkout/element.ts";
import "./company-switcher/element.ts";
import "./header/element.ts";
import "./product-detail/element.ts";
import "./request-offer/element.ts";
import "./thank-you/element.ts";
import "./vat-modal/element.ts";

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
export { emit, listen, type ShopEventMap, type ShopEventName } from "../core/element/events.ts";
export { formatMoney } from "../core/pricing/money.ts";
export const version: string = __SHOP_VERSION__;
