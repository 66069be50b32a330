import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { scenarios } from "../../../demo/mocks/handlers.ts";
import { captureConsoleErrors } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import {
  confirmation,
  consent,
  errorOf,
  fillNewCompany,
  input,
  mountRegistration,
  REGISTER,
  registrations,
  root,
  submitButton,
  useRegistrationSuite,
} from "./setup.ts";

const DEFAULT = "Die Registrierung ist leider nicht möglich. Bitte versuchen Sie es später noch einmal.";

/** Every value of the form's text inputs and selects, by id. */
const values = (q: Parameters<typeof root>[0]) =>
  Object.fromEntries(
    [...root(q).querySelectorAll<HTMLInputElement>("input:not([type=radio],[type=checkbox]), select")].map((c) => [c.id, c.value]),
  );

describe("<shop-registration> failures", () => {
  useRegistrationSuite();

  for (const [name, handlers] of [
    ["a 500", scenarios.registrationFails],
    ["a dead network", [http.post(REGISTER, () => HttpResponse.error())]],
    ["an answer that fails its schema", scenarios.registrationBroken],
  ] as const)
    it(`${name}: the default "cannot register" message, a console log, and everything typed is kept`, async () => {
      const { q } = await mountRegistration();
      await fillNewCompany(q);
      await consent(q);
      const before = values(q);
      useHandlers(...handlers);
      const { result: alert, errors } = await captureConsoleErrors(async () => {
        submitButton(q, "Registrieren").click();
        return q.findByRole("alert");
      });
      expect(alert.textContent).to.contain(DEFAULT);
      expect(alert.textContent).to.contain("Ihre Eingaben bleiben erhalten.");
      expect(errors.join("\n")).to.contain("shop-registration");
      expect(values(q)).to.deep.equal(before);
      expect(((await input(q, "registration-terms")) as HTMLInputElement).checked).to.equal(true);
    });

  it("429: too many attempts, try again in N minutes", async () => {
    useHandlers(...scenarios.registrationBusy);
    const { q } = await mountRegistration();
    await fillNewCompany(q);
    await consent(q);
    submitButton(q, "Registrieren").click();
    expect((await q.findByRole("alert")).textContent).to.contain("Zu viele Versuche. Bitte versuchen Sie es in 5 Minuten erneut.");
  });

  it("422 invalid_field: the message at the field the answer names, and focus there", async () => {
    useHandlers(http.post(REGISTER, () => HttpResponse.json({ code: "invalid_field", field: "company.vatId" }, { status: 422 })));
    const { el, q } = await mountRegistration();
    await fillNewCompany(q);
    await consent(q);
    submitButton(q, "Registrieren").click();
    await waitFor(() => expect(errorOf(q, "registration-vatId")).to.equal("Bitte überprüfen Sie Ihre Eingabe"));
    await waitFor(() => expect(el.shadowRoot?.activeElement?.id).to.equal("registration-vatId"));
  });

  it("422 with a field the form does not know: the default message", async () => {
    useHandlers(http.post(REGISTER, () => HttpResponse.json({ code: "invalid_field", field: "nothing.here" }, { status: 422 })));
    const { q } = await mountRegistration();
    await fillNewCompany(q);
    await consent(q);
    const { result } = await captureConsoleErrors(async () => {
      submitButton(q, "Registrieren").click();
      return q.findByRole("alert");
    });
    expect(result.textContent).to.contain(DEFAULT);
  });

  it("a double click sends one request", async () => {
    const { q } = await mountRegistration();
    await fillNewCompany(q);
    await consent(q);
    const button = submitButton(q, "Registrieren");
    button.click();
    button.click();
    await confirmation(q);
    expect(registrations).to.have.length(1);
  });

  it("a retry after a failure sends the same requestId; a changed form gets a new one", async () => {
    useHandlers(
      http.post(REGISTER, async ({ request }) => {
        registrations.push((await request.json()) as (typeof registrations)[number]);
        return HttpResponse.json({ code: "server_error" }, { status: 500 });
      }),
    );
    const { q } = await mountRegistration();
    await fillNewCompany(q);
    await consent(q);
    await captureConsoleErrors(async () => {
      submitButton(q, "Registrieren").click();
      await q.findByRole("alert");
      submitButton(q, "Registrieren").click();
      await waitFor(() => expect(registrations).to.have.length(2));
      // The second failure is in before the next press: a press while a send is on its way is ignored.
      await waitFor(() => expect(submitButton(q, "Registrieren").getAttribute("aria-busy")).to.not.equal("true"));
    });
    expect(registrations[1]?.requestId).to.equal(registrations[0]?.requestId);
    const city = (await input(q, "registration-city")) as HTMLInputElement;
    city.value = "Potsdam";
    city.dispatchEvent(new Event("input", { bubbles: true }));
    await captureConsoleErrors(async () => {
      await waitFor(() => expect(city.value).to.equal("Potsdam"));
      submitButton(q, "Registrieren").click();
      await waitFor(() => expect(registrations).to.have.length(3));
    });
    expect(registrations[2]?.requestId).to.not.equal(registrations[0]?.requestId);
  });

  it("the same requestId twice gets the first answer from the fake (the backend acts once)", async () => {
    const body = {
      kind: "existing",
      requestId: "same-request-0001",
      language: "de",
      salutation: "female",
      firstName: "Eva",
      lastName: "Roth",
      email: "einkauf@museum-beispiel.example",
      customerNumber: "K-10234",
      consents: { terms: true, privacy: true },
    };
    const send = () => fetch("/_hcms/api/ansprechpartner/register", { method: "POST", body: JSON.stringify(body) });
    await mountRegistration();
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).to.deep.equal([201, 201]);
    const other = await fetch("/_hcms/api/ansprechpartner/register", {
      method: "POST",
      body: JSON.stringify({ ...body, requestId: "another-request-01" }),
    });
    expect(other.status).to.equal(409);
  });

  it("a failed submit focuses the first invalid field and sends nothing", async () => {
    const { el, q } = await mountRegistration();
    await fillNewCompany(q);
    const email = (await input(q, "registration-email")) as HTMLInputElement;
    email.value = "";
    email.dispatchEvent(new Event("input", { bubbles: true }));
    await waitFor(() => expect(email.value).to.equal(""));
    submitButton(q, "Registrieren").click();
    await waitFor(() => expect(el.shadowRoot?.activeElement?.id).to.equal("registration-email"));
    expect(errorOf(q, "registration-email")).to.equal("Bitte geben Sie Ihre E-Mail-Adresse an");
    expect(errorOf(q, "registration-confirm")).to.equal("Bitte bestätigen Sie die AGB und die Datenschutzerklärung.");
    expect(registrations).to.have.length(0);
  });

  it("after a failed submit, completing the form sends it", async () => {
    const { q } = await mountRegistration();
    await fillNewCompany(q);
    submitButton(q, "Registrieren").click();
    await waitFor(() => expect(errorOf(q, "registration-confirm")).to.not.equal(""));
    await consent(q);
    submitButton(q, "Registrieren").click();
    await confirmation(q);
    expect(registrations).to.have.length(1);
  });
});
