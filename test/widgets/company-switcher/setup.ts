// Shared helpers of the company-switcher tests: the demo's fake API (contact 7001 has the three fixture
// companies, 7002 one, 7003 none, 7009 is inactive) and helpers to mount and open the switcher.
import { waitFor } from "@testing-library/dom";
import "../../../widgets/company-switcher/element.ts";
import { mount, ui } from "../../support/dom.ts";

export const switcherBlock = (overrides: Record<string, unknown> = {}) => ({
  language: "de",
  baseUrl: "",
  contactid: "7001",
  ...overrides,
});

export function mountSwitcher(overrides: Record<string, unknown> = {}) {
  const el = mount("shop-company-switcher", switcherBlock(overrides));
  return { el, q: ui(el) };
}

/** The element's <dialog>, once it has rendered. */
export const dialogOf = (el: HTMLElement) =>
  waitFor(() => el.shadowRoot!.querySelector("dialog") ?? Promise.reject(new Error("no dialog yet")));

/** Every button's type attribute in the element's shadow root. */
export const buttonTypes = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll("button")].map((b) => b.getAttribute("type"));

export const openSwitchers = () => window.dispatchEvent(new CustomEvent("shop-open-company-switcher", { detail: null }));

export { waitFor };
