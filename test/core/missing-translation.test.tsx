import { useLingui } from "@lingui/react";
import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import * as v from "valibot";
import { languageField } from "../../core/element/data-block.ts";
import { defineShopElement } from "../../core/element/define-shop-element.tsx";
import { loadI18n } from "../../core/element/i18n.ts";
import { fillInGerman } from "../../core/element/german-fallback.ts";
import { FIELD_MESSAGES, fieldErrorMessage } from "../../core/forms/field-messages.ts";
import { formsKit } from "../../core/forms/kit.ts";
import type { Kit } from "../../core/element/kit.ts";
import { captureConsoleErrors, cleanup, mount, ui } from "../support/dom.ts";

const schema = v.object({ language: languageField });
const noOwnTexts = { de: async () => ({ messages: {} }), en: async () => ({ messages: {} }), fr: async () => ({ messages: {} }) };

/** A form piece's text (core/forms/field-messages.ts). */
function FormText() {
  const { i18n } = useLingui();
  return <p>{fieldErrorMessage(i18n, "required")}</p>;
}

/** An element showing FormText that lists `kits`. */
function defineFormTextElement(tag: `shop-${string}`, kits: Kit[]) {
  defineShopElement({ tag, schema, css: "", catalog: noOwnTexts, kits, placeholder: null, view: FormText });
}

describe("a missing translation fails loudly in tests (core/element/missing-translation.ts)", () => {
  afterEach(cleanup);

  it("a kit's message without the kit's catalog throws; with it, it is translated", async () => {
    const withoutKit = await loadI18n("en", []);
    expect(() => fieldErrorMessage(withoutKit, "required")).to.throw(/no "en" text for message/);
    const withKit = await loadI18n("en", [formsKit.catalog]);
    expect(fieldErrorMessage(withKit, "required")).to.equal("This field is required");
  });

  it("an element that renders a form piece but forgets the forms kit shows an error, never a message id", async () => {
    defineFormTextElement("shop-test-forgot-kit", []);
    defineFormTextElement("shop-test-with-kit", [formsKit]);
    const { errors } = await captureConsoleErrors(async () => {
      const forgot = mount("shop-test-forgot-kit", { language: "en" });
      await waitFor(() => expect(forgot.shadowRoot?.querySelector("[role=alert]")).to.exist);
      expect(forgot.shadowRoot?.textContent).not.to.contain("This field is required");
    });
    expect(errors.join("\n")).to.match(/no "en" text for message/);
    const withKit = mount("shop-test-with-kit", { language: "en" });
    expect(await ui(withKit).findByText("This field is required")).to.exist;
  });

  it("production logs a missing message once and fills in the German text", async () => {
    const i18n = await loadI18n("en", []);
    const id = FIELD_MESSAGES.required.id!;
    const { errors } = await captureConsoleErrors(() => Promise.all([fillInGerman(i18n, id), fillInGerman(i18n, id)]));
    expect(errors).to.have.length(1);
    expect(i18n._(FIELD_MESSAGES.required)).to.equal("Dieses Feld ist ein Pflichtfeld");
  });
});
