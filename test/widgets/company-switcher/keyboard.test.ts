import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import { selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { companyChoices } from "../../../demo/mocks/fixtures.ts";
import { expectFocus } from "../../support/dom.ts";
import { mountSwitcher, waitFor } from "./setup.ts";
import { useElementSuite } from "../../support/element-suite.ts";

describe("<shop-company-switcher> by keyboard (issue 9, section 4)", () => {
  useElementSuite();

  it("Enter on a company closes the dialog and gives focus straight back to the trigger, through no other control", async () => {
    setCompanies(companyChoices);
    selectCompany("c-100");
    const { el, q } = mountSwitcher();
    const trigger = await q.findByRole("button", { name: /Firma wechseln/ }, { timeout: 5000 });
    trigger.focus();
    await sendKeys({ press: "Enter" });
    const dialog = (await q.findByRole("dialog", { name: "Firma wechseln" })) as HTMLDialogElement;
    (await q.findByRole("button", { name: /^Museum Beispiel/ })).focus();
    const focusedOnTheWay: Element[] = [];
    el.shadowRoot!.addEventListener("focusin", (event) => focusedOnTheWay.push(event.target as Element));
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect(dialog.open).to.equal(false));
    expectFocus(el, trigger);
    expect(focusedOnTheWay).to.deep.equal([trigger]);
  });
});
