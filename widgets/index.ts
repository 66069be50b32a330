// dist/shop-widgets.js: importing it defines every element and exports the public API.
// Every element folder's definition: widgets/elements.ts is written by scripts/elements.mjs.
import "./elements.ts";

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
