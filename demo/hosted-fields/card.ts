// The demo sandbox's hosted card fields (built to dist/demo/hosted-card.js), a stand-in for a payment
// provider's card iframe. It runs on its own origin: the card typed here never reaches the shop's
// page. It tells the page (the `parent` origin of its URL) whether the card is complete and, asked
// by that page only, answers a sandbox token (sandbox-token.ts). Labels follow `lang`.
import * as v from "valibot";
import { cardDetailsProblems, type CardDetails, type CardField, type CardProblems } from "../../core/payment/card-details.ts";
import { HOSTED_FIELDS_CHANNEL, PageMessageSchema, type FrameMessage } from "../../core/payment/hosted-fields-protocol.ts";
import { sandboxToken } from "./sandbox-token.ts";

const TEXTS = {
  de: {
    holder: "Karteninhaber",
    number: "Kartennummer",
    expiry: "Gültig bis (MM/JJ)",
    cvc: "Prüfnummer (CVC)",
    missing: "Dieses Feld ist ein Pflichtfeld",
    invalid: "Bitte überprüfen Sie Ihre Eingabe",
    expired: "Diese Karte ist abgelaufen.",
    sandbox: "Testumgebung: 4242 4242 4242 4242 wird bezahlt, 4000 0000 0000 0002 abgelehnt.",
  },
  en: {
    holder: "Cardholder",
    number: "Card number",
    expiry: "Expiry date (MM/YY)",
    cvc: "Security code (CVC)",
    missing: "This field is required",
    invalid: "Please check your entry",
    expired: "This card has expired.",
    sandbox: "Sandbox: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 declined.",
  },
  fr: {
    holder: "Titulaire de la carte",
    number: "Numéro de carte",
    expiry: "Date d'expiration (MM/AA)",
    cvc: "Cryptogramme (CVC)",
    missing: "Ce champ est obligatoire",
    invalid: "Veuillez vérifier votre saisie",
    expired: "Cette carte a expiré.",
    sandbox: "Environnement de test : 4242 4242 4242 4242 est payée, 4000 0000 0000 0002 refusée.",
  },
} as const;

const FIELDS: CardField[] = ["holder", "number", "expiry", "cvc"];
const params = new URLSearchParams(location.search);
const lang = (["de", "en", "fr"] as const).find((code) => code === params.get("lang")) ?? "de";
const texts = TEXTS[lang];

/** The embedding page's origin: the only one told anything and listened to. */
const parentOrigin = (() => {
  try {
    const url = new URL(params.get("parent") ?? "");
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
})();

const input = (field: CardField) => document.getElementById(field) as HTMLInputElement;
const details = (): CardDetails => ({
  holder: input("holder").value,
  number: input("number").value,
  expiry: input("expiry").value,
  cvc: input("cvc").value,
});
/** Fields whose problems are shown: left once, or all after a token was asked for. */
const shown = new Set<CardField>();
/** A token was refused: the next focus from the page goes to the first field in error. */
let focusFirstInvalid = false;

function render(problems: CardProblems): void {
  for (const field of FIELDS) {
    const problem = shown.has(field) ? problems[field] : undefined;
    if (problem) input(field).setAttribute("aria-invalid", "true");
    else input(field).removeAttribute("aria-invalid");
    document.getElementById(`${field}-error`)!.textContent = problem ? texts[problem] : "";
  }
}

function post(message: FrameMessage): void {
  if (parentOrigin) window.parent.postMessage(message, parentOrigin);
}

function update(): void {
  const problems = cardDetailsProblems(details());
  render(problems);
  post({
    channel: HOSTED_FIELDS_CHANNEL,
    type: "state",
    complete: Object.keys(problems).length === 0,
    height: document.documentElement.scrollHeight,
  });
}

function tokenize(requestId: string): void {
  const problems = cardDetailsProblems(details());
  for (const field of FIELDS) shown.add(field);
  update();
  focusFirstInvalid = FIELDS.some((field) => problems[field]);
  if (focusFirstInvalid) post({ channel: HOSTED_FIELDS_CHANNEL, type: "incomplete", requestId });
  else post({ channel: HOSTED_FIELDS_CHANNEL, type: "token", requestId, token: sandboxToken(details().number.replace(/[\s-]/g, "")) });
}

document.documentElement.lang = lang;
for (const element of document.querySelectorAll<HTMLElement>("[data-text]"))
  element.textContent = texts[element.dataset.text as keyof typeof texts];
for (const field of FIELDS) {
  input(field).addEventListener("input", update);
  input(field).addEventListener("blur", () => {
    shown.add(field);
    update();
  });
}
document.getElementById("card")!.addEventListener("submit", (event) => event.preventDefault());

/** The page asks for the keyboard after "incomplete" (the first field in error) or on a focus of its own (the first field). */
function takeFocus(): void {
  const problems = cardDetailsProblems(details());
  const invalid = FIELDS.find((field) => problems[field]);
  input(focusFirstInvalid && invalid ? invalid : "holder").focus();
  focusFirstInvalid = false;
}

window.addEventListener("message", (event) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  const message = v.safeParse(PageMessageSchema, event.data);
  if (!message.success) return;
  if (message.output.type === "tokenize") tokenize(message.output.requestId);
  else takeFocus();
});

// The first state goes out at once: a cross-origin frame below the fold is not rendered (Chromium
// throttles it), so its ResizeObserver stays silent until the shopper scrolls to it.
update();
new ResizeObserver(update).observe(document.body);
