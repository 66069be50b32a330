import { expect } from "chai";
import { $checkoutDraft, emptyDraft, type Step } from "../../../widgets/checkout/draft.ts";
import { axeViolations } from "../../support/axe.ts";
import {
  ADDRESS_FORM,
  atStep,
  BANK,
  cardFrame,
  checkoutBlock,
  mountCheckout,
  next,
  nextFrame,
  seedCart,
  toPayment,
  useCheckoutSetup,
  type Queries,
} from "./setup.ts";

const ROLES = ["button", "link", "textbox", "combobox", "radio", "checkbox"] as const;

/** Controls of a role without an accessible name (a name must hold something visible). */
function unnamed(q: Queries): string[] {
  return ROLES.flatMap((role) => {
    const named = new Set(q.queryAllByRole(role, { name: /\S/ }));
    return q
      .queryAllByRole(role)
      .filter((control) => !named.has(control))
      .map((control) => `${role} #${control.id}`);
  });
}

const buttonTypes = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll("button")].map((b) => b.getAttribute("type"));

/** The session on `step` with everything filled in: a different delivery address, card, and for the payment step the order made. */
function onStep(step: Step): void {
  $checkoutDraft.set({
    ...emptyDraft("DE"),
    step,
    invoice: ADDRESS_FORM,
    separateDelivery: true,
    delivery: { ...ADDRESS_FORM, email: "", firstName: "Ben" },
    deliveryType: "parcel-service",
    paymentMethod: "card",
    attempt:
      step === "pay"
        ? { requestId: "a11y-request-1", body: "", dealId: "9000001", number: "AB-2026-00001", freightSent: false, paymentMethod: "card" }
        : null,
  });
}

/** Names the controls of each step must have, per language (the step heading first). */
const NAMES = {
  de: {
    address: [
      "Adresse",
      "button:Weiter",
      "textbox:Vorname",
      "radio:Privatkunde",
      "combobox:Land",
      "checkbox:Abweichende Lieferadresse",
      "radio:Spedition",
      "radio:Paketdienst",
    ],
    payment: ["Zahlungsart", "radio:Kreditkarte", "radio:Rechnung", "button:Zurück", "button:Adresse", "button:Weiter"],
    overview: [
      "Übersicht",
      "textbox:Anmerkung zur Bestellung",
      "checkbox:Ich habe die AGB gelesen und akzeptiere sie.",
      "link:AGB",
      "button:Rechnungsadresse ändern",
      "button:Zahlungspflichtig bestellen",
    ],
    pay: ["Bezahlung", "radio:Kreditkarte", "radio:Rechnung", "button:Jetzt bezahlen"],
  },
  en: {
    address: [
      "Address",
      "button:Continue",
      "textbox:First name",
      "radio:Private customer",
      "combobox:Country",
      "checkbox:Different delivery address",
      "radio:Freight forwarder",
      "radio:Parcel service",
    ],
    payment: ["Payment method", "radio:Credit card", "radio:Invoice", "button:Back", "button:Address", "button:Continue"],
    overview: [
      "Overview",
      "textbox:Note on your order",
      "checkbox:I have read and accept the terms and conditions.",
      "link:terms and conditions",
      "button:Change invoice address",
      "button:Place binding order",
    ],
    pay: ["Payment", "radio:Credit card", "radio:Invoice", "button:Pay now"],
  },
  fr: {
    address: [
      "Adresse",
      "button:Continuer",
      "textbox:Prénom",
      "radio:Particulier",
      "combobox:Pays",
      "checkbox:Adresse de livraison différente",
      "radio:Transporteur",
      "radio:Service de colis",
    ],
    payment: ["Mode de paiement", "radio:Carte de crédit", "radio:Facture", "button:Retour", "button:Adresse", "button:Continuer"],
    overview: [
      "Récapitulatif",
      "textbox:Remarque sur votre commande",
      "checkbox:J'ai lu et j'accepte les conditions générales de vente.",
      "link:conditions générales de vente",
      "button:Modifier l'adresse de facturation",
      "button:Commander avec obligation de paiement",
    ],
    pay: ["Paiement", "radio:Carte de crédit", "radio:Facture", "button:Payer maintenant"],
  },
} as const;

/** The hosted card fields' iframe title, per language: a frame needs a name too. */
const FRAME_TITLES = { de: "Kreditkartendaten", en: "Credit card details", fr: "Données de la carte de crédit" } as const;

describe("<shop-checkout>: accessibility", () => {
  useCheckoutSetup();
  beforeEach(() => seedCart());

  for (const [language, steps] of Object.entries(NAMES)) {
    it(`every control of every step is named in ${language}; every button is type=button`, async () => {
      for (const [step, [heading, ...controls]] of Object.entries(steps)) {
        onStep(step as Step);
        const { el, q } = await mountCheckout(checkoutBlock({ language }));
        expect(q.getByRole("heading", { level: 2 }).textContent).to.equal(heading);
        expect(q.getByRole("navigation").getAttribute("aria-label")).to.match(/\S/);
        for (const control of controls) {
          const [role, name] = control.split(":") as [(typeof ROLES)[number], string];
          expect(
            q.queryAllByRole(role, { name: new RegExp(`^${name.replace(/[.()]/g, "\\$&")}`) }),
            `${step}: ${control}`,
          ).to.have.length.greaterThan(0);
        }
        expect(unnamed(q), step).to.deep.equal([]);
        if (step === "pay") {
          const frame = await cardFrame(el);
          expect(frame.title).to.equal(FRAME_TITLES[language as keyof typeof FRAME_TITLES]);
          expect(new URL(frame.src).searchParams.get("lang")).to.equal(language, "the card fields speak the page's language");
        }
        expect(buttonTypes(el), step).to.satisfy(
          (types: (string | null)[]) => types.length > 0 && types.every((type) => type === "button"),
        );
        el.remove();
      }
    });
  }

  it("axe-core finds no violations on each step and with its errors shown", async () => {
    const { el, q } = await mountCheckout();
    expect(await axeViolations(), "address").to.deep.equal([]);
    q.getByRole("button", { name: "Weiter" }).click();
    await q.findAllByText("Dieses Feld ist ein Pflichtfeld");
    expect(await axeViolations(), "address with errors").to.deep.equal([]);
    (q.getByRole("checkbox", { name: "Abweichende Lieferadresse" }) as HTMLInputElement).click();
    await nextFrame();
    expect(await axeViolations(), "address with the delivery block").to.deep.equal([]);
    (q.getByRole("checkbox", { name: "Abweichende Lieferadresse" }) as HTMLInputElement).click();
    await toPayment(q);
    q.getByRole("button", { name: "Weiter" }).click();
    await q.findByText("Bitte wählen Sie eine Zahlungsart aus.");
    expect(await axeViolations(), "payment with its error").to.deep.equal([]);
    (q.getByRole("radio", { name: "Kreditkarte" }) as HTMLInputElement).click();
    await nextFrame();
    expect(await axeViolations(), "payment").to.deep.equal([]);
    await next(q, "Übersicht");
    expect(await axeViolations(), "overview").to.deep.equal([]);
    q.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await q.findAllByText("Bitte bestätigen Sie die AGB und die Datenschutzerklärung.");
    expect(await axeViolations(), "overview with errors").to.deep.equal([]);
    (q.getByRole("checkbox", { name: /AGB/ }) as HTMLInputElement).click();
    (q.getByRole("checkbox", { name: /Datenschutzerklärung/ }) as HTMLInputElement).click();
    await nextFrame();
    q.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await atStep(q, "Bezahlung");
    expect(await axeViolations(), "payment panel").to.deep.equal([]);
    await cardFrame(el);
    q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    await q.findByText("Ihre Kreditkartendaten sind unvollständig.", {}, { timeout: 5000 });
    expect(await axeViolations(), "payment panel with its error").to.deep.equal([]);
  });

  it("axe-core finds no violations with prepayment's bank details in the overview", async () => {
    onStep("overview");
    $checkoutDraft.set({ ...$checkoutDraft.get(), paymentMethod: "prepayment" });
    const { q } = await mountCheckout(checkoutBlock({ payment: { prepayment: BANK } }));
    q.getByRole("region", { name: "Ihre Überweisung" });
    expect(await axeViolations()).to.deep.equal([]);
  });
});
