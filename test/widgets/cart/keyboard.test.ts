import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import { delay, HttpResponse } from "msw";
import { cartApi, cartLine } from "../../support/cart-api.ts";
import { mountCart } from "../../support/cart-page.ts";
import { captureConsoleErrors, expectFocus } from "../../support/dom.ts";
import { waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

const lineCount = (el: HTMLElement) => el.shadowRoot!.querySelectorAll(".line").length;

describe("<shop-cart> by keyboard: focus stays in place, rules say what they changed (issue 9, section 4)", () => {
  useElementSuite();

  it("+ and − pressed with Enter and Space keep focus on the pressed button after the server has the new amount", async () => {
    const calls = cartApi({
      items: [cartLine("1", { menge: 10 }), cartLine("2")],
      update: async () => (await delay(50), new HttpResponse(null, { status: 204 })),
    });
    const { el, q } = await mountCart();
    const field = () => q.getAllByRole("textbox", { name: "Menge" })[0] as HTMLInputElement;
    const plus = q.getAllByRole("button", { name: "Menge erhöhen" })[0]!;
    plus.focus();
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect(field().value).to.equal("11"));
    expectFocus(el, plus);
    await sendKeys({ press: " " });
    await waitFor(() => expect(field().value).to.equal("12"));
    expectFocus(el, plus);
    const minus = q.getAllByRole("button", { name: "Menge verringern" })[0]!;
    minus.focus();
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect(field().value).to.equal("11"));
    expectFocus(el, minus);
    expect(calls.update).to.have.length(3);
  });

  it("a refused change puts the server's amount back and leaves focus in the field", async () => {
    cartApi({ items: [cartLine("1", { menge: 10 })], update: () => new HttpResponse(null, { status: 500 }) });
    const { el, q } = await mountCart();
    const field = q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement;
    field.focus();
    field.select();
    await captureConsoleErrors(async () => {
      await sendKeys({ type: "60" });
      await sendKeys({ press: "Enter" });
      await q.findByRole("alert");
    });
    await waitFor(() => expect(field.value).to.equal("10"));
    expectFocus(el, field);
  });

  it("a typed amount the pack changes says so next to the field; Enter then Tab while the server answers sends it once", async () => {
    const calls = cartApi({
      items: [cartLine("1", { menge: 10, priceList: { itemInUnit: 5, scaled_price: [{ quantity: 1, price: 1 }] } })],
      update: async () => (await delay(300), new HttpResponse(null, { status: 204 })),
    });
    const { el, q } = await mountCart();
    const field = q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement;
    field.focus();
    field.select();
    await sendKeys({ type: "17" });
    await sendKeys({ press: "Enter" });
    const note = el.shadowRoot!.getElementById(field.getAttribute("aria-describedby")!)!;
    expect(note.getAttribute("role")).to.equal("status");
    await waitFor(() => expect(note.textContent).to.equal("Auf 15 Stück gerundet: Verpackungseinheit 5"));
    expectFocus(el, field);
    await sendKeys({ press: "Tab" });
    await waitFor(() => expect(el.shadowRoot!.querySelector(".line-price")!.textContent).to.equal("15,00\u00a0€"));
    expect(calls.update).to.deep.equal([{ sessionid: localStorage.getItem("sessionid"), id: "1", menge: 15 }]);
    expect(note.textContent).to.equal("Auf 15 Stück gerundet: Verpackungseinheit 5");
  });

  it("removing a line moves focus to the next line's remove button, the previous one after the last line, the heading when none is left", async () => {
    cartApi({ items: [cartLine("1"), cartLine("2"), cartLine("3")] });
    const { el, q } = await mountCart();
    q.getByRole("button", { name: "Archivbox 1 entfernen" }).focus();
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect(lineCount(el)).to.equal(2));
    expectFocus(el, q.getByRole("button", { name: "Archivbox 2 entfernen" }));

    q.getByRole("button", { name: "Archivbox 3 entfernen" }).focus();
    await sendKeys({ press: " " });
    await waitFor(() => expect(lineCount(el)).to.equal(1));
    expectFocus(el, q.getByRole("button", { name: "Archivbox 2 entfernen" }));

    await sendKeys({ press: "Enter" });
    await q.findByText("Ihr Warenkorb ist leer.");
    expectFocus(el, q.getByRole("heading", { name: "Warenkorb" }));
  });

  it("a line that goes while its amount field has focus hands focus to the next line's amount field", async () => {
    cartApi({ items: [cartLine("1"), cartLine("2")] });
    const { el, q } = await mountCart();
    (q.getAllByRole("textbox", { name: "Menge" })[0] as HTMLInputElement).focus();
    // Line 1 was removed elsewhere (another tab): the next load of the cart no longer has it.
    cartApi({ items: [cartLine("2")] });
    window.dispatchEvent(new CustomEvent("ordersAmountEvent", { detail: { amount: 1 } }));
    await waitFor(() => expect(lineCount(el)).to.equal(1));
    expectFocus(el, q.getByRole("textbox", { name: "Menge" }));
  });

  it("a failed removal keeps the line and the focus on its remove button", async () => {
    cartApi({ items: [cartLine("1"), cartLine("2")], remove: () => HttpResponse.error() });
    const { el, q } = await mountCart();
    const remove = q.getByRole("button", { name: "Archivbox 1 entfernen" });
    remove.focus();
    await captureConsoleErrors(async () => {
      await sendKeys({ press: "Enter" });
      await q.findByRole("alert");
    });
    expect(lineCount(el)).to.equal(2);
    expectFocus(el, remove);
  });
});
