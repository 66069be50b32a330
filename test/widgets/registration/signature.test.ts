import { waitFor } from "@testing-library/dom";
import { resetMouse, sendMouse } from "../../support/commands";
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

/**
 * Draws a stroke across the pad with the real mouse, through the browser's input (pointer events are
 * the same for a finger): synthetic events would carry a pointer id no engine but Chromium captures.
 */
async function draw(canvas: HTMLCanvasElement): Promise<void> {
  canvas.scrollIntoView({ block: "center" });
  const rect = canvas.getBoundingClientRect();
  const at = (x: number, y: number): [number, number] => [Math.round(rect.left + x), Math.round(rect.top + y)];
  await sendMouse({ type: "move", position: at(10, 10) });
  await sendMouse({ type: "down" });
  for (let i = 1; i <= 10; i++) await sendMouse({ type: "move", position: at(10 + i * 15, 10 + (i % 3) * 10) });
  await sendMouse({ type: "up" });
  await resetMouse();
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
    await waitFor(() => expect(el.shadowRoot?.activeElement?.id).to.equal("registration-signature"));
    expect(registrations).to.have.length(0);
  });

  it("a drawn signature is sent as a PNG; the clear button empties it and the message comes back", async () => {
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
    await draw(canvas);
    await waitFor(() => expect(canvas.getAttribute("aria-label")).to.equal("Ihre gezeichnete Unterschrift"));
    q.getByRole("button", { name: "Unterschrift löschen" }).click();
    await waitFor(() => expect(errorOf(q, "registration-signature-pad")).to.equal("Signatur darf nicht leer sein"));
    await draw(canvas);
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
