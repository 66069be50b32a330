import { expect } from "chai";
import * as v from "valibot";
import { CompanyChoiceSchema, type CompanyChoice } from "../../core/api/schemas.ts";
import { listen } from "../../core/element/events.ts";
import { sessionAtom } from "../../core/state/stored-atom.ts";
import { resetSession } from "../support/session.ts";
import {
  $addressFormError,
  $cartPriceCent,
  $deliveryCompanyName,
  $deliveryData,
  $directOrder,
  $companies,
  $company,
  $selectedVat,
  $shippingCost,
  $showVAT,
  selectCompany,
  setCompanies,
} from "../../core/state/stores.ts";

function choice(id: string, name: string): CompanyChoice {
  return {
    company: { id, name, canSwitchGrossNet: true, ust: "1", hs_object_id: id },
    contactPersonFirstname: "Erika",
    contactPersonLastname: "Muster",
  };
}

const archiv = choice("101", "Archiv GmbH");
const museum = choice("202", "Museum e.V.");

describe("client state (specification section 4)", () => {
  let events: { company: CompanyChoice | null }[];
  let stop: () => void;
  let warnings: unknown[][];
  const originalWarn = console.warn;

  beforeEach(() => {
    events = [];
    stop = listen("company-set", (detail) => events.push(detail));
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
  });

  afterEach(() => {
    stop();
    resetSession();
    console.warn = originalWarn;
  });

  describe("company", () => {
    it("starts empty; showVAT defaults to false and shipping cost to 0", () => {
      expect($company.get()).to.equal(null);
      expect($showVAT.get()).to.equal(false);
      expect($shippingCost.get()).to.equal(0);
      expect($selectedVat.get()).to.equal(null);
    });

    it("a company is accepted only if it is in the user's companies", () => {
      setCompanies([archiv, museum]);
      expect(selectCompany("202")).to.equal(true);
      expect($company.get()).to.deep.equal(museum);
    });

    it("a company not in the list is refused: returns false, state unchanged, no event", () => {
      setCompanies([archiv]);
      selectCompany("101");
      events.length = 0;
      expect(selectCompany("202")).to.equal(false);
      expect($company.get()).to.deep.equal(archiv);
      expect(events).to.deep.equal([]);
      expect(warnings).to.have.length(1);
    });

    it("without a company list nothing can be selected", () => {
      expect(selectCompany("101")).to.equal(false);
      expect($company.get()).to.equal(null);
      expect(events).to.deep.equal([]);
    });

    it("setting a company fires company-set on window with detail {company}, once per change", () => {
      setCompanies([archiv, museum]);
      selectCompany("101");
      expect(events).to.deep.equal([{ company: archiv }]);
      selectCompany("101");
      expect(events, "same company again is no change").to.have.length(1);
      selectCompany("202");
      expect(events).to.deep.equal([{ company: archiv }, { company: museum }]);
    });

    it("the company can be reset with null, which fires company-set with null once", () => {
      setCompanies([archiv]);
      selectCompany("101");
      events.length = 0;
      expect(selectCompany(null)).to.equal(true);
      expect($company.get()).to.equal(null);
      expect(events).to.deep.equal([{ company: null }]);
      selectCompany(null);
      expect(events).to.have.length(1);
    });

    it("setCompanies without the selected company resets it (and fires company-set)", () => {
      setCompanies([archiv, museum]);
      selectCompany("101");
      events.length = 0;
      setCompanies([museum]);
      expect($company.get()).to.equal(null);
      expect(events).to.deep.equal([{ company: null }]);
    });

    it("setCompanies that keeps the selected company keeps it, without an event", () => {
      setCompanies([archiv]);
      selectCompany("101");
      events.length = 0;
      setCompanies([museum, archiv]);
      expect($company.get()).to.deep.equal(archiv);
      expect(events).to.deep.equal([]);
    });

    it("a selected company that leaves the list no longer counts, even if the list is set directly", () => {
      setCompanies([archiv]);
      selectCompany("101");
      $companies.set([museum]);
      expect($company.get()).to.equal(null);
    });
  });

  describe("the other client state of section 4", () => {
    it("has its defaults: no delivery company, no address error, empty delivery data, no direct order, shipping 0", () => {
      expect($deliveryCompanyName.get()).to.equal("");
      expect($addressFormError.get()).to.equal(false);
      expect($deliveryData.get()).to.deep.equal({ zip: "", city: "", country: "", lastName: "", street: "" });
      expect($directOrder.get()).to.equal(false);
      expect($shippingCost.get()).to.equal(0);
    });

    it("is kept for the browser session", () => {
      $deliveryData.set({ zip: "10115", city: "Berlin", country: "de", lastName: "Muster", street: "Invalidenstr. 1" });
      $directOrder.set(true);
      expect(JSON.parse(sessionStorage.getItem("shop:deliveryData") ?? "null")).to.include({ zip: "10115", city: "Berlin" });
      expect(sessionStorage.getItem("shop:directOrder")).to.equal("true");
    });
  });

  describe("kept for the browser session", () => {
    it("writes go under 'shop:<key>': the session's choices to localStorage for every tab, the rest to this tab's sessionStorage", () => {
      setCompanies([archiv]);
      selectCompany("101");
      $showVAT.set(true);
      $cartPriceCent.set(4990);
      $selectedVat.set(7);
      expect(JSON.parse(localStorage.getItem("shop:company") ?? "null")).to.deep.equal(archiv);
      expect(JSON.parse(localStorage.getItem("shop:companies") ?? "null")).to.deep.equal([archiv]);
      expect(localStorage.getItem("shop:showVAT")).to.equal("true");
      expect(sessionStorage.getItem("shop:showVAT")).to.equal(null);
      expect(sessionStorage.getItem("shop:cartPriceCent")).to.equal("4990");
      expect(localStorage.getItem("shop:cartPriceCent")).to.equal(null);
      expect(sessionStorage.getItem("shop:selectedVat")).to.equal("7");
    });

    it("a valid stored value is read back", () => {
      sessionStorage.setItem("shop:t-vat", "true");
      expect(sessionAtom("t-vat", v.boolean(), false).get()).to.equal(true);
      sessionStorage.setItem("shop:t-company", JSON.stringify(museum));
      expect(sessionAtom("t-company", v.nullable(CompanyChoiceSchema), null).get()).to.deep.equal(museum);
      expect(warnings).to.deep.equal([]);
    });

    it("nothing stored means the default", () => {
      expect(sessionAtom("t-empty", v.number(), 0).get()).to.equal(0);
    });

    it("corrupt JSON in sessionStorage falls back to the default", () => {
      sessionStorage.setItem("shop:t-corrupt", "{not json");
      expect(sessionAtom("t-corrupt", v.boolean(), false).get()).to.equal(false);
      expect(warnings).to.have.length(1);
    });

    it("a foreign shape in sessionStorage falls back to the default", () => {
      sessionStorage.setItem("shop:t-vat", JSON.stringify("yes"));
      expect(sessionAtom("t-vat", v.boolean(), false).get()).to.equal(false);
      sessionStorage.setItem("shop:t-company", JSON.stringify({ id: 1, name: "Fremd" }));
      expect(sessionAtom("t-company", v.nullable(CompanyChoiceSchema), null).get()).to.equal(null);
      sessionStorage.setItem("shop:t-list", JSON.stringify({ company: archiv.company }));
      expect(sessionAtom("t-list", v.array(CompanyChoiceSchema), [] as CompanyChoice[]).get()).to.deep.equal([]);
      sessionStorage.setItem("shop:t-cents", "-5");
      expect(sessionAtom("t-cents", v.pipe(v.number(), v.integer(), v.minValue(0)), 0).get()).to.equal(0);
      expect(warnings).to.have.length(4);
    });

    it("unreadable storage falls back to the default", () => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = () => {
        throw new DOMException("blocked", "SecurityError");
      };
      try {
        expect(sessionAtom("t-blocked", v.boolean(), true).get()).to.equal(true);
      } finally {
        Storage.prototype.getItem = getItem;
      }
    });

    it("a session atom writes every change to sessionStorage", () => {
      const store = sessionAtom("t-write", v.number(), 0);
      store.set(12);
      expect(sessionStorage.getItem("shop:t-write")).to.equal("12");
      expect(sessionAtom("t-write", v.number(), 0).get()).to.equal(12);
    });
  });
});
