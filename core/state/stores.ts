// Client state of specification section 4, kept for the browser session. Every store is created
// through `shared()` so that two copies of the bundle on one page see the same state. The choices
// asked once per session (gross/net, the company) are shared by the visitor's tabs; the rest belongs
// to one tab's task (docs/decisions/session-choices.md).
import type { ReadableAtom } from "nanostores";
import * as v from "valibot";
import { CompanyChoiceSchema, type CompanyChoice } from "../api/schemas.ts";
import { emit } from "../element/events.ts";
import { shared } from "../element/shared-instance.ts";
import { sessionAtom, sessionChoiceAtom } from "./stored-atom.ts";

const nonNegativeInt = v.pipe(v.number(), v.integer(), v.minValue(0));
const vatPercent = v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100)));

/** The user's companies (company switcher entries). */
export const $companies = shared("companies", () => sessionChoiceAtom("companies", v.array(CompanyChoiceSchema), [] as CompanyChoice[]));

const $selected = shared("company", () => {
  const store = sessionChoiceAtom("company", v.nullable(CompanyChoiceSchema), null as CompanyChoice | null);
  // A company from an earlier page of the session counts only while it is in the stored list.
  if (!inList(store.get(), $companies.get())) store.set(null);
  // Whoever replaces the list, a selected company that left it is reset.
  $companies.listen((list) => {
    if (!inList(store.get(), list)) selectCompany(null);
  });
  return store;
});

function inList(company: CompanyChoice | null, list: readonly CompanyChoice[]): boolean {
  return !company || list.some((c) => c.company.id === company.company.id);
}

/** The selected company, or null; only ever a company of `$companies`. Set it with selectCompany(). */
export const $company: ReadableAtom<CompanyChoice | null> = $selected;

/** Whether prices are shown with VAT (gross). Default false. */
export const $showVAT = shared("showVAT", () => sessionChoiceAtom("showVAT", v.boolean(), false));

/**
 * Whether the visitor has answered the gross/net welcome modal in this browser session (or closed
 * it): it is not asked again, in this tab or another.
 */
export const $vatChoiceMade = shared("vatChoiceMade", () => sessionChoiceAtom("vatChoiceMade", v.boolean(), false));

/** The selected VAT option in percent (from the `vat` endpoint); null means the default 19 %. */
export const $selectedVat = shared("selectedVat", () => sessionAtom("selectedVat", vatPercent, null as number | null));

/** The cart total in cents. */
export const $cartPriceCent = shared("cartPriceCent", () => sessionAtom("cartPriceCent", nonNegativeInt, 0));

/** The shipping cost in cents. Default 0. */
export const $shippingCost = shared("shippingCost", () => sessionAtom("shippingCost", nonNegativeInt, 0));

/** The name of the delivery company (carrier) chosen for the order. */
export const $deliveryCompanyName = shared("deliveryCompanyName", () => sessionAtom("deliveryCompanyName", v.string(), ""));

/** Whether the checkout's address form has an error. */
export const $addressFormError = shared("addressFormError", () => sessionAtom("addressFormError", v.boolean(), false));

const DeliveryDataSchema = v.object({ zip: v.string(), city: v.string(), country: v.string(), lastName: v.string(), street: v.string() });
export type DeliveryData = v.InferOutput<typeof DeliveryDataSchema>;

/** The delivery address as it is being typed (live delivery data): zip, city, country, last name, street. */
export const $deliveryData = shared("deliveryData", () =>
  sessionAtom("deliveryData", DeliveryDataSchema, { zip: "", city: "", country: "", lastName: "", street: "" } as DeliveryData),
);

/** Whether the order can be placed directly (rather than only requested as an offer). */
export const $directOrder = shared("directOrder", () => sessionAtom("directOrder", v.boolean(), false));

/** Replaces the user's company list; a selected company that is no longer in it is reset. */
export function setCompanies(list: CompanyChoice[]): void {
  $companies.set(list);
}

/**
 * Selects a company by id, or resets it with null. A company that is not in the user's list is
 * refused (returns false, state unchanged). A change fires `company-set` on window.
 */
export function selectCompany(id: string | null): boolean {
  const choice = id === null ? null : $companies.get().find((c) => c.company.id === id);
  if (choice === undefined) {
    console.warn(`[shop-widgets] company "${id}" is not in the user's company list`);
    return false;
  }
  const before = $selected.get();
  $selected.set(choice);
  if ((before?.company.id ?? null) !== (choice?.company.id ?? null)) emit("company-set", { company: choice });
  return true;
}
