import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import {
  confirmation,
  consent,
  errorOf,
  fillNewCompany,
  input,
  mountRegistration,
  registrations,
  root,
  submitButton,
  tick,
  type,
  useRegistrationSuite,
} from "./setup.ts";

/** Draws a stroke across the pad with pointer events, as a finger or mouse would. */
function draw(canvas: HTMLCanvasElement, pointerType: "mouse" | "touch"): void {
  const rect = canvas.getBoundingClientRect();
  const at = (x: number, y: number) => ({ clientX: rect.left + x, clientY: rect.top + y, pointerId: 1, pointerType, bubbles: true });
  canvas.dispatchEvent(new PointerEvent("pointerdown", at(10, 10)));
  for (let i = 1; i <= 10; i++) canvas.dispatchEvent(new PointerEvent("pointermove", at(10 + i * 15, 10 + (i % 3) * 10)));
  canvas.dispatchEvent(new PointerEvent("pointerup", at(160, 20)));
}

describe("<shop-registration> invoice purchase and signature", () => {
  useRegistrationSuite();

  it("the signature part loads only when a company applies to buy on invoice", async () => {
    const { q } = await mountRegistration();
    await fillNewCompany(q);
    expect(root(q).getElementById("registration-signatory")).to.equal(null);
    await tick(q, "registration-invoice");
    expect(await q.findByRole("textbox", { name: /Name der unterschriftsberechtigten Person/ })).to.exist;
    await tick(q, "registration-customerType-private");
    await waitFor(() => expect(root(q).getElementById("registration-invoice")).to.equal(null));
  });

  it("typed name is the default; empty → 'Signatur darf nicht leer sein' at the field, with focus on the first invalid field", async () => {
    const { el, q } = await mountRegistration();
    await fillNewCompany(q);
    await tick(q, "registration-invoice");
    await type(q, "registration-signatory", "Jan Berg");
    expect(((await input(q, "registration-signature-kind-typed")) as HTMLInputElement).checked).to.equal(true);
    await consent(q);
    submitButton(q, "Registrieren").click();
    await waitFor(() => expect(errorOf(q, "registration-signature")).to.equal("Signatur darf nicht leer sein"));
    expect(el.shadowRoot?.activeElement?.id).to.equal("registration-signature");
    expect(registrations).to.have.length(0);
  });

  it("a drawn signature (touch or mouse) is sent as a PNG; the clear button empties it and the message comes back", async () => {
    const { q } = await mountRegistration();
    await fillNewCompany(q);
    await tick(q, "registration-invoice");
    await type(q, "registration-signatory", "Jan Berg");
    await tick(q, "registration-signature-kind-drawn");
    const canvas = (await waitFor(() => {
      const c = root(q).querySelector("canvas");
      if (!c) throw new Error("no pad");
      return c;
    })) as HTMLCanvasElement;
    draw(canvas, "touch");
    await waitFor(() => expect(canvas.getAttribute("aria-label")).to.equal("Ihre gezeichnete Unterschrift"));
    q.getByRole("button", { name: "Unterschrift löschen" }).click();
    await waitFor(() => expect(errorOf(q, "registration-signature-pad")).to.equal("Signatur darf nicht leer sein"));
    draw(canvas, "mouse");
    await waitFor(() => expect(errorOf(q, "registration-signature-pad")).to.equal(""));
    await consent(q);
    submitButton(q, "Registrieren").click();
    await confirmation(q);
    const body = registrations[0];
    const signature = body?.kind === "new" ? body.invoicePurchase?.signature : undefined;
    expect(signature?.kind).to.equal("drawn");
    expect(signature?.kind === "drawn" && signature.image).to.match(/^data:image\/png;base64,/);
  });
});
