import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import { http, HttpResponse } from "msw";
import { listen } from "../../../core/element/events.ts";
import { $companies, $company, selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { companyChoices } from "../../../demo/mocks/fixtures.ts";
import { mount } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { buttonTypes, mountSwitcher, openSwitchers, waitFor } from "./setup.ts";
import { useElementSuite } from "../../support/element-suite.ts";

const NAMES = ["Stadtarchiv Musterstadt", "Museum Beispiel gGmbH", "Restaurierungsatelier Weber"];

/**
 * Answers every contact with the fixture companies and records which contacts were asked for. Tests
 * that count requests use contact ids of their own: an earlier test's request may still be on its way.
 */
function recordContacts(): string[] {
  const asked: string[] = [];
  useHandlers(
    http.get("*/_hcms/api/ansprechpartner/companies", ({ request }) => {
      asked.push(new URL(request.url).searchParams.get("contactId") ?? "");
      return HttpResponse.json(companyChoices);
    }),
  );
  return asked;
}

/** A contact with several companies who chose one earlier in the session: the dialog stays shut. */
function chosenEarlier(id = "c-100") {
  setCompanies(companyChoices);
  selectCompany(id);
}

describe("<shop-company-switcher>", () => {
  useElementSuite();

  it("with several companies and none chosen, the dialog opens by itself and lists company and contact name", async () => {
    const { q } = mountSwitcher();
    const dialog = await q.findByRole("dialog", { name: "Firma wechseln" }, { timeout: 5000 });
    const companies = [...dialog.querySelectorAll<HTMLButtonElement>("button.company")];
    expect(companies.map((b) => b.querySelector(".name")!.textContent)).to.deep.equal(NAMES);
    for (const button of companies) expect(button.textContent).to.contain("Ansprechpartner: Anna Schmidt");
    expect($companies.get().map((c) => c.company.id)).to.deep.equal(["c-100", "c-200", "c-300"]);
  });

  it("choosing a company sets $company, fires company-set once and closes the dialog", async () => {
    const { q } = mountSwitcher();
    await q.findByRole("dialog", { name: "Firma wechseln" }, { timeout: 5000 });
    const fired: unknown[] = [];
    const stop = listen("company-set", (detail) => fired.push(detail.company?.company.id));
    try {
      q.getByRole("button", { name: /^Restaurierungsatelier Weber/ }).click();
      await waitFor(() => expect(q.queryByRole("dialog") === null).to.equal(true));
      expect($company.get()?.company.id).to.equal("c-300");
      expect($company.get()?.contactPersonLastname).to.equal("Schmidt");
      expect(fired).to.deep.equal(["c-300"]);
    } finally {
      stop();
    }
  });

  it("the selected company is marked in the list", async () => {
    chosenEarlier("c-200");
    const { q } = mountSwitcher();
    (await q.findByRole("button", { name: /Firma wechseln/ }, { timeout: 5000 })).click();
    const current = await q.findByRole("button", { name: /^Museum Beispiel gGmbH/ });
    expect(current.getAttribute("aria-current")).to.equal("true");
    expect(current.textContent).to.contain("(aktuell ausgewählt)");
    expect(q.getByRole("button", { name: /^Stadtarchiv/ }).hasAttribute("aria-current")).to.equal(false);
  });

  it("a company that is not in the contact's list is refused", async () => {
    mountSwitcher();
    await waitFor(() => expect($companies.get()).to.have.length(3), { timeout: 5000 });
    const fired: unknown[] = [];
    const stop = listen("company-set", (detail) => fired.push(detail));
    try {
      expect(selectCompany("c-999")).to.equal(false);
      expect($company.get()).to.equal(null);
      expect(fired).to.deep.equal([]);
    } finally {
      stop();
    }
  });

  it("a company chosen earlier that left the contact's list is reset; a contact with one company gets it", async () => {
    chosenEarlier("c-100");
    const { el, q } = mountSwitcher({ contactid: "7002" });
    await waitFor(() => expect($company.get()?.company.id).to.equal("c-300"), { timeout: 5000 });
    expect($companies.get().map((c) => c.company.id)).to.deep.equal(["c-300"]);
    await waitFor(() => expect(el.shadowRoot!.querySelector("dialog")).not.to.equal(null));
    expect(q.queryByRole("button", { name: /Firma wechseln/ }) === null).to.equal(true, "no trigger for a contact with one company");
    expect(q.queryByRole("dialog") === null).to.equal(true, "nothing to choose");
  });

  it("the trigger shows for several companies, names the current one and opens the dialog", async () => {
    chosenEarlier("c-100");
    const { q } = mountSwitcher();
    const trigger = await q.findByRole("button", { name: "Firma wechseln Stadtarchiv Musterstadt" }, { timeout: 5000 });
    expect(trigger.getAttribute("aria-haspopup")).to.equal("dialog");
    trigger.click();
    await q.findByRole("dialog", { name: "Firma wechseln" });
  });

  it("Escape closes the dialog and focus returns to the trigger; focus stays inside while open", async () => {
    chosenEarlier();
    const { el, q } = mountSwitcher();
    const trigger = await q.findByRole("button", { name: /Firma wechseln/ }, { timeout: 5000 });
    trigger.focus();
    await sendKeys({ press: "Enter" });
    const dialog = (await q.findByRole("dialog", { name: "Firma wechseln" })) as HTMLDialogElement;
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(":modal")).to.equal(true, "a modal dialog: the rest of the page is inert");
    // Tab goes through the dialog's controls, the rest of the page being inert (:modal, above). Past
    // its end a native modal lets the browser's own controls come, which a test cannot take the
    // keyboard back from in Firefox: not pressed here.
    // The walk needs the list: while it loads, the close button is the dialog's only stop.
    await waitFor(() => expect(dialog.querySelectorAll("button.company").length).to.equal(3));
    // Opening puts focus into the dialog; the walk starts from there.
    await waitFor(() => expect(!!el.shadowRoot!.activeElement && dialog.contains(el.shadowRoot!.activeElement)).to.equal(true));
    const visited = new Set<string>([el.shadowRoot!.activeElement?.textContent ?? ""]);
    for (let i = 0; i < 3; i++) {
      const before = el.shadowRoot!.activeElement;
      await sendKeys({ press: "Tab" });
      // WebKit's driver returns before its page has moved the focus.
      await waitFor(() => expect(el.shadowRoot!.activeElement !== before).to.equal(true, `Tab ${i + 1} moved the focus`));
      const active = el.shadowRoot!.activeElement;
      expect(active && dialog.contains(active)).to.equal(true, `focus inside the dialog after ${i + 1} Tab`);
      visited.add(active?.textContent ?? "");
    }
    expect(visited.size).to.equal(4, "close and the three companies");
    await sendKeys({ press: "Escape" });
    await waitFor(() => expect(dialog.open).to.equal(false));
    await waitFor(() => expect(el.shadowRoot!.activeElement === trigger).to.equal(true, "focus on the trigger"));
    expect($company.get()?.company.id).to.equal("c-100", "closing chooses nothing");
  });

  it("after choosing, focus returns to the trigger, which names the new company", async () => {
    chosenEarlier();
    const { el, q } = mountSwitcher();
    const trigger = await q.findByRole("button", { name: /Firma wechseln/ }, { timeout: 5000 });
    trigger.focus();
    await sendKeys({ press: "Enter" });
    (await q.findByRole("button", { name: /^Museum Beispiel/ })).click();
    await waitFor(() => expect(el.shadowRoot!.activeElement === trigger).to.equal(true, "focus on the trigger"));
    expect(trigger.textContent).to.contain("Museum Beispiel gGmbH");
  });

  it("opens when window gets shop-open-company-switcher (the header's trigger)", async () => {
    chosenEarlier();
    const { q } = mountSwitcher();
    await q.findByRole("button", { name: /Firma wechseln/ }, { timeout: 5000 });
    expect(q.queryByRole("dialog") === null).to.equal(true);
    openSwitchers();
    await q.findByRole("dialog", { name: "Firma wechseln" });
  });

  it("with trigger false it has no button of its own and opens on the event only", async () => {
    chosenEarlier();
    const asked = recordContacts();
    const { el, q } = mountSwitcher({ contactid: "no-trigger", trigger: "false" });
    await waitFor(() => expect(asked).to.include("no-trigger"), { timeout: 5000 });
    await waitFor(() => expect(el.shadowRoot!.querySelector("dialog")).not.to.equal(null));
    expect(q.queryByRole("button", { name: /Firma wechseln/ }) === null).to.equal(true);
    openSwitchers();
    await q.findByRole("dialog", { name: "Firma wechseln" });
  });

  it("a guest (no contactid) sees nothing and nothing is requested", async () => {
    const asked = recordContacts();
    const el = mount("shop-company-switcher", { language: "de", contactid: null });
    await new Promise((r) => setTimeout(r, 200));
    openSwitchers();
    await new Promise((r) => setTimeout(r, 50));
    // Nothing but the element's language wrapper (core/ui/WidgetShell.tsx), which draws no box.
    expect(el.shadowRoot!.querySelector(":not(.shop-lang)")).to.equal(null);
    expect(asked.filter((id) => ["", "null", "undefined"].includes(id))).to.deep.equal([], "a guest asks for no company list");
  });

  it("asks the endpoint for the contact of the data block, below its baseUrl", async () => {
    const urls: URL[] = [];
    useHandlers(
      http.get(
        "*/_hcms/api/ansprechpartner/companies",
        ({ request }) => (urls.push(new URL(request.url)), HttpResponse.json(companyChoices)),
      ),
    );
    mountSwitcher({ contactid: 7123, baseUrl: `${location.origin}/` });
    await waitFor(() => expect(urls.map((u) => u.searchParams.get("contactId"))).to.include("7123"), { timeout: 5000 });
    const url = urls.find((u) => u.searchParams.get("contactId") === "7123")!;
    expect(url.origin + url.pathname).to.equal(`${location.origin}/_hcms/api/ansprechpartner/companies`);
  });

  it("every button is type=button (trigger, list, close)", async () => {
    chosenEarlier();
    const { el, q } = mountSwitcher();
    (await q.findByRole("button", { name: /Firma wechseln/ }, { timeout: 5000 })).click();
    await q.findByRole("button", { name: /^Museum Beispiel/ });
    expect(buttonTypes(el)).to.have.length(5);
    expect(buttonTypes(el).every((type) => type === "button")).to.equal(true);
  });
});
