import { expect } from "chai";
import { firstTimeInBrowser } from "../../core/state/once-per-browser.ts";

const KEY = "shop:test-once";

describe("once per browser (core/state/once-per-browser.ts)", () => {
  beforeEach(() => localStorage.removeItem(KEY));
  after(() => localStorage.removeItem(KEY));

  it("an id is new once under its key; another key keeps its own list", () => {
    expect(firstTimeInBrowser(KEY, "9001")).to.equal(true);
    expect(firstTimeInBrowser(KEY, "9001")).to.equal(false);
    expect(firstTimeInBrowser(KEY, "9002")).to.equal(true);
    expect(firstTimeInBrowser(`${KEY}-other`, "9001")).to.equal(true);
    localStorage.removeItem(`${KEY}-other`);
  });

  it("keeps the last 20 ids: the oldest drops out", () => {
    for (let i = 1; i <= 21; i++) firstTimeInBrowser(KEY, String(i));
    expect(firstTimeInBrowser(KEY, "21")).to.equal(false);
    expect(firstTimeInBrowser(KEY, "2")).to.equal(false);
    expect(firstTimeInBrowser(KEY, "1")).to.equal(true);
  });

  it("a stored value that is not a list of ids counts as none", () => {
    localStorage.setItem(KEY, '{"not":"a list"}');
    expect(firstTimeInBrowser(KEY, "9001")).to.equal(true);
    localStorage.setItem(KEY, "not json");
    expect(firstTimeInBrowser(KEY, "9001")).to.equal(true);
    expect(firstTimeInBrowser(KEY, "9001")).to.equal(false);
  });

  it("with storage blocked, every time is the first", () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    try {
      expect(firstTimeInBrowser(KEY, "9001")).to.equal(true);
      expect(firstTimeInBrowser(KEY, "9001")).to.equal(true);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
