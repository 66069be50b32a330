import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import "../../../widgets/company-switcher/element.ts";
import { $company, selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { companyChoices } from "../../../demo/mocks/fixtures.ts";
import { expectFocus, mount, ui } from "../../support/dom.ts";
import { waitFor } from "../../support/product-page.ts";
import { headerBlock, mountHeader, PHONE, useHeaderSetup } from "../header/setup.ts";

// The header's trigger opens the switcher, another element: by keyboard alone, and focus comes back
// into the header's shadow root when the dialog closes.
describe("header and company switcher by keyboard", () => {
  useHeaderSetup();

  async function headerWithSwitcher() {
    setCompanies(companyChoices);
    selectCompany("c-100");
    const header = await mountHeader(headerBlock({ loggedIn: true }));
    const switcher = mount("shop-company-switcher", { language: "de", baseUrl: "", contactid: "7001", trigger: false });
    const trigger = await header.q.findByRole("button", { name: "Firma wechseln" });
    trigger.focus();
    await sendKeys({ press: "Enter" });
    const dialog = (await ui(switcher).findByRole("dialog", { name: "Firma wechseln" }, { timeout: 5000 })) as HTMLDialogElement;
    return { header, switcher, trigger, dialog };
  }

  it("Enter on the header's trigger opens the switcher; Escape closes it and focus returns to the trigger", async () => {
    const { header, trigger, dialog } = await headerWithSwitcher();
    expect(dialog.open).to.equal(true);
    await sendKeys({ press: "Escape" });
    await waitFor(() => expect(dialog.open).to.equal(false));
    await waitFor(() => expect(header.el.shadowRoot!.activeElement).to.equal(trigger));
    expect($company.get()?.company.id).to.equal("c-100");
  });

  it("a company chosen by Tab and Enter is set, and focus returns to the header's trigger", async () => {
    const { header, switcher, trigger, dialog } = await headerWithSwitcher();
    const target = companyChoices.find((c) => c.company.id !== "c-100")!;
    // The dialog says "loading" until the contact's companies come: Tabs pressed before that found no
    // company, and Enter chose the current one (WebKit, once).
    await ui(switcher).findByRole("button", { name: new RegExp(target.company.name) }, { timeout: 5000 });
    const onTarget = () => (switcher.shadowRoot!.activeElement?.textContent ?? "").includes(target.company.name);
    for (let i = 0; i < 6 && !onTarget(); i++) await sendKeys({ press: "Tab" });
    expect(onTarget(), "Tab reaches the other company").to.equal(true);
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect($company.get()?.company.id).to.equal(target.company.id));
    await waitFor(() => expect(dialog.open).to.equal(false));
    await waitFor(() => expect(header.el.shadowRoot!.activeElement).to.equal(trigger));
  });

  it("on a phone, the trigger in the menu closes it with focus on the menu button, where Escape on the dialog returns it", async () => {
    setCompanies(companyChoices);
    selectCompany("c-100");
    const header = await mountHeader(headerBlock({ loggedIn: true }), PHONE);
    const switcher = mount("shop-company-switcher", { language: "de", baseUrl: "", contactid: "7001", trigger: false });
    const menu = header.q.getByRole("button", { name: "Menü" });
    menu.focus();
    await sendKeys({ press: "Enter" });
    (await header.q.findByRole("button", { name: "Firma wechseln" })).focus();
    await sendKeys({ press: "Enter" });
    const dialog = (await ui(switcher).findByRole("dialog", { name: "Firma wechseln" }, { timeout: 5000 })) as HTMLDialogElement;
    expect(menu.getAttribute("aria-expanded")).to.equal("false");
    await sendKeys({ press: "Escape" });
    await waitFor(() => expect(dialog.open).to.equal(false));
    await waitFor(() => expectFocus(header.el, menu));
  });
});
