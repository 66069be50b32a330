import { expect } from "chai";
import { getSessionId } from "../../core/state/session-id.ts";

describe("cart session id (specification section 7)", () => {
  let before: string | null;
  beforeEach(() => {
    before = localStorage.getItem("sessionid");
    localStorage.removeItem("sessionid");
  });
  afterEach(() => {
    if (before === null) localStorage.removeItem("sessionid");
    else localStorage.setItem("sessionid", before);
  });

  it("is created once and kept in localStorage 'sessionid'", () => {
    const id = getSessionId();
    expect(id).to.be.a("string").and.have.length.greaterThan(8);
    expect(localStorage.getItem("sessionid")).to.equal(id);
    expect(getSessionId()).to.equal(id);
    expect(localStorage.getItem("sessionid")).to.equal(id);
  });

  it("an existing value is reused, not replaced", () => {
    localStorage.setItem("sessionid", "cart-4711");
    expect(getSessionId()).to.equal("cart-4711");
    expect(localStorage.getItem("sessionid")).to.equal("cart-4711");
  });

  it("a blank stored value is replaced by a new id", () => {
    localStorage.setItem("sessionid", "   ");
    const id = getSessionId();
    expect(id.trim()).to.not.equal("");
    expect(localStorage.getItem("sessionid")).to.equal(id);
  });

  it("each visitor gets a different id", () => {
    const first = getSessionId();
    localStorage.removeItem("sessionid");
    expect(getSessionId()).to.not.equal(first);
  });
});
