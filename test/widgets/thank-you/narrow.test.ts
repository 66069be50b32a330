import { expect } from "chai";
import { makeDeal, mountThankYou, thankYouBlock, useThankYouSetup } from "./setup.ts";

const rect = (el: Element) => el.getBoundingClientRect();

// The order-line table is shared (core/order-ui/OrderLinesTable.tsx) by the checkout's overview, the
// thank-you page and the offer form; it is checked here on the thank-you page.
describe("<shop-thank-you>: order lines on a phone-wide element", () => {
  useThankYouSetup();

  it("order lines stack on a narrow element: each line's values below its article, with their column names, within the element", async () => {
    const deal = await makeDeal({ lines: [["1001", 60]] });
    const { el } = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
    el.style.width = "290px";
    const table = el.shadowRoot!.querySelector(".order-lines")!;
    const [article, amount, unitPrice, linePrice] = [...table.querySelectorAll("tbody tr:first-child td")];
    expect(rect(amount!).top).to.be.at.least(rect(article!).bottom - 1);
    expect(rect(unitPrice!).top).to.be.at.least(rect(amount!).bottom - 1);
    expect(rect(linePrice!).top).to.be.at.least(rect(unitPrice!).bottom - 1);
    // The column name: the cell's label, drawn before its value with no text for screen readers (they
    // hear the header). Chromium resolves attr() in the computed value, Firefox and WebKit keep it.
    expect(amount!.getAttribute("data-label")).to.equal("Menge");
    expect(getComputedStyle(amount!, "::before").content, "the column name shows, not for screen readers").to.match(
      /^("Menge"|attr\(data-label\)) \/ ""$/,
    );
    expect(rect(table).right).to.be.at.most(rect(el).right + 0.5);
    el.style.width = "";
  });
});
