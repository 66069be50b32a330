// The gross/net answer and the company choice are asked and kept once per browser session, across
// tabs (docs/decisions/session-choices.md). A "next page" here is a same-origin frame loading the
// built bundle: a fresh page with its own stores, sharing the browser session's cookie and storage.
import { expect } from "chai";
import * as v from "valibot";
import type { CompanyChoice } from "../../core/api/schemas.ts";
import { browserSessionId, SESSION_COOKIE, sessionChoiceStorage } from "../../core/state/browser-session.ts";
import { sessionChoiceAtom } from "../../core/state/stored-atom.ts";
import { storedCompanyId } from "../../core/state/stored-company.ts";
import { $showVAT, $vatChoiceMade, selectCompany, setCompanies } from "../../core/state/stores.ts";
import { waitFor } from "../support/product-page.ts";
import { resetSession } from "../support/session.ts";

type Api = typeof import("../../widgets/index.ts");

const archiv: CompanyChoice = {
  company: { id: "101", name: "Archiv GmbH", canSwitchGrossNet: true, ust: "1", hs_object_id: "101" },
  contactPersonFirstname: "Erika",
  contactPersonLastname: "Muster",
};

/** Ends the browser session, as closing the browser drops its session cookie. */
const endBrowserSession = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: as the shop sets it (core/state/browser-session.ts)
  document.cookie = `${SESSION_COOKIE}=; Max-Age=0; Path=/`;
};

/** Opens the shop's next page in this browser session (new tab or link): a frame with the bundle and a gross/net modal. */
async function nextPage(): Promise<{ api: Api; asks: () => boolean; frame: HTMLIFrameElement }> {
  const frame = document.createElement("iframe");
  frame.src = "/test/support/next-page.html";
  document.body.append(frame);
  const win = () => frame.contentWindow as (Window & { shop?: Api }) | null;
  await waitFor(() => expect(win()?.shop).to.not.equal(undefined), { timeout: 10000 });
  const modal = () => frame.contentDocument!.querySelector("shop-vat-modal")!.shadowRoot?.querySelector("dialog");
  // The element has rendered once its dialog is there, open or not.
  await waitFor(() => expect(modal()).to.not.equal(null), { timeout: 10000 });
  return { api: win()!.shop!, asks: () => modal()?.open === true, frame };
}

describe("choices kept for the browser session, across tabs", () => {
  const frames: HTMLIFrameElement[] = [];
  let warnings: unknown[][];
  const warn = console.warn;
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args);
  });
  afterEach(() => {
    console.warn = warn;
    for (const frame of frames.splice(0)) frame.remove();
    resetSession();
  });
  const open = async () => {
    const page = await nextPage();
    frames.push(page.frame);
    return page;
  };

  it("a next page with an empty sessionStorage does not ask gross/net again and keeps the company", async () => {
    setCompanies([archiv]);
    selectCompany("101");
    $showVAT.set(true);
    $vatChoiceMade.set(true);
    sessionStorage.clear(); // a new tab starts without this tab's sessionStorage
    const { api, asks } = await open();
    expect(asks()).to.equal(false);
    expect(api.$showVAT.get()).to.equal(true);
    expect(api.$company.get()).to.deep.equal(archiv);
    expect(storedCompanyId()).to.equal("101"); // what an element's loader guesses its requests with
  });

  it("a new browser session asks again and has no company", async () => {
    setCompanies([archiv]);
    selectCompany("101");
    $showVAT.set(true);
    $vatChoiceMade.set(true);
    endBrowserSession();
    const { api, asks } = await open();
    await waitFor(() => expect(asks()).to.equal(true));
    expect(api.$showVAT.get()).to.equal(false);
    expect(api.$company.get()).to.equal(null);
  });

  it("a change in one tab reaches the others (the storage event)", async () => {
    $vatChoiceMade.set(false);
    const { api, asks } = await open();
    await waitFor(() => expect(asks()).to.equal(true));
    $showVAT.set(true);
    $vatChoiceMade.set(true); // answered in this tab: the other closes its question
    await waitFor(() => expect(api.$showVAT.get()).to.equal(true));
    await waitFor(() => expect(asks()).to.equal(false));
    api.$showVAT.set(false); // and back: that page writes for every tab too
    expect(localStorage.getItem("shop:showVAT")).to.equal("false");
  });

  it("the cookie is a short random id with no expiry of its own, nothing of the visitor's", () => {
    setCompanies([archiv]);
    selectCompany("101");
    const id = browserSessionId();
    expect(id).to.match(/^[a-z0-9]{6,16}$/);
    expect(document.cookie).to.contain(`${SESSION_COOKIE}=${id}`);
    for (const personal of ["Archiv", "Erika", "Muster", "101"]) expect(document.cookie).not.to.contain(personal);
    expect(browserSessionId()).to.equal(id);
  });

  it("a page of a new browser session removes the choices of the one before, and only them", () => {
    sessionChoiceStorage();
    localStorage.setItem("shop:showVAT", "true");
    localStorage.setItem("shop:companies", JSON.stringify([archiv]));
    localStorage.setItem("sessionid", "cart-of-this-browser");
    expect(sessionChoiceStorage()).to.equal("localStorage");
    expect(localStorage.getItem("shop:showVAT")).to.equal("true"); // the same session: kept
    endBrowserSession();
    expect(sessionChoiceStorage()).to.equal("localStorage");
    expect(localStorage.getItem("shop:showVAT")).to.equal(null);
    expect(localStorage.getItem("shop:companies")).to.equal(null);
    expect(localStorage.getItem("sessionid")).to.equal("cart-of-this-browser"); // the cart lasts longer (section 7)
    localStorage.removeItem("sessionid");
  });

  it("malformed stored choices are ignored with a console warning, never thrown", () => {
    sessionChoiceStorage();
    localStorage.setItem("shop:showVAT", "{not json");
    expect(sessionChoiceAtom("showVAT", v.boolean(), false).get()).to.equal(false);
    localStorage.setItem("shop:vatChoiceMade", JSON.stringify("yes"));
    expect(sessionChoiceAtom("vatChoiceMade", v.boolean(), false).get()).to.equal(false);
    expect(warnings).to.have.length(2);
  });

  it("where cookies cannot be kept, the choices stay per tab in sessionStorage", () => {
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => {
        throw new DOMException("sandboxed", "SecurityError");
      },
      set: () => {},
    });
    try {
      expect(browserSessionId()).to.equal(null);
      expect(sessionChoiceStorage()).to.equal("sessionStorage");
      sessionChoiceAtom("showVAT", v.boolean(), false).set(true);
      expect(sessionStorage.getItem("shop:showVAT")).to.equal("true");
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });
});
