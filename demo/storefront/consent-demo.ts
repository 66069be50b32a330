// The demo's stand-in for a shop's cookie banner, and a panel listing the analytics events as they
// fire (docs/analytics.md). The visitor's answer is kept in localStorage ("demo:analytics") and handed
// to the shop on every page before its code runs, in window.shopAnalyticsConsent. The banner and the
// panel show only where the demo server asks for them (<meta name="demo-consent-banner">: `npm start`),
// so automated runs see the pages as before; they give consent through the same storage.
import type { Lang } from "../../core/element/data-block.ts";
import { CONSENT_TEXTS, type ConsentTexts } from "./consent-texts.ts";

const KEY = "demo:analytics";
type Answer = "granted" | "denied";

/** The events the panel lists: the GA4 events, the failures and the speed figures. */
const EVENTS = [
  "view_item_list",
  "select_item",
  "view_item",
  "add_to_cart",
  "remove_from_cart",
  "view_cart",
  "begin_checkout",
  "add_shipping_info",
  "add_payment_info",
  "purchase",
  "generate_lead",
  "search",
].map((name) => `shop:${name}`);
const OPERATOR_EVENTS = ["shop-error", "shop-vital"];

function storedAnswer(): Answer | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

function store(answer: Answer): void {
  try {
    localStorage.setItem(KEY, answer);
  } catch {
    // Storage blocked: the answer holds for this page.
  }
}

const bannerWanted = () => document.querySelector('meta[name="demo-consent-banner"]') !== null;

/** Gives the shop the stored answer before its code runs, and shows the banner or the panel where asked. */
export function startDemoConsent(language: Lang): void {
  const answer = storedAnswer();
  if (answer) (window as { shopAnalyticsConsent?: boolean }).shopAnalyticsConsent = answer === "granted";
  if (!bannerWanted()) return;
  const texts = CONSENT_TEXTS[language];
  document.addEventListener("DOMContentLoaded", () => {
    if (answer === null) showBanner(texts);
    else if (answer === "granted") showPanel(texts);
  });
}

function button(text: string, onClick: () => void, primary = false): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.textContent = text;
  if (primary) element.className = "primary";
  element.addEventListener("click", onClick);
  return element;
}

function showBanner(texts: ConsentTexts): void {
  const banner = document.createElement("section");
  banner.className = "demo-consent";
  banner.setAttribute("aria-label", texts.region);
  const question = document.createElement("p");
  question.textContent = texts.question;
  const answer = (given: Answer) => () => {
    store(given);
    // The shop's own signal, as any banner gives it (docs/analytics.md).
    window.dispatchEvent(new CustomEvent("shop-analytics-consent", { detail: { analytics: given === "granted" } }));
    banner.remove();
    if (given === "granted") showPanel(texts);
  };
  banner.append(question, button(texts.allow, answer("granted"), true), button(texts.refuse, answer("denied")));
  document.body.append(banner);
}

/** What an event's detail says in one line. */
function summary(name: string, detail: Record<string, unknown>): string {
  if (name === "shop-error") return `${detail.element} ${detail.endpoint ?? ""} ${detail.kind} ${detail.status ?? ""}`.trim();
  if (name === "shop-vital") return `${detail.name} ${Math.round(Number(detail.value) * 1000) / 1000} ${detail.element ?? ""}`.trim();
  const items = Array.isArray(detail.items) ? detail.items.length : 0;
  const value = "value" in detail ? ` ${detail.value} ${detail.currency}` : "";
  const term = "search_term" in detail ? ` „${detail.search_term}“ ${detail.result_count}` : "";
  return `${items} item${items === 1 ? "" : "s"}${value}${term}`;
}

function showPanel(texts: ConsentTexts): void {
  const panel = document.createElement("details");
  panel.className = "demo-events";
  const title = document.createElement("summary");
  const list = document.createElement("ol");
  const empty = document.createElement("p");
  empty.textContent = texts.none;
  let count = 0;
  const counted = () => `${texts.events} (${count})`;
  title.textContent = counted();
  panel.append(title, empty, list);
  for (const name of [...EVENTS, ...OPERATOR_EVENTS])
    window.addEventListener(name, (event) => {
      const item = document.createElement("li");
      const label = document.createElement("code");
      label.textContent = name;
      item.append(label, ` ${summary(name, (event as CustomEvent<Record<string, unknown>>).detail ?? {})}`);
      list.append(item);
      empty.remove();
      count += 1;
      title.textContent = counted();
    });
  document.body.append(panel);
}
