import { expect } from "chai";
import { toastTop } from "../../core/ui/toast-place.ts";

// A 1280 px window: the toasts' column is 896–1264, 180 px high.
const COLUMN = { left: 896, right: 1264, height: 180, margin: 16, viewHeight: 900 };

describe("where the toasts go (docs/decisions/add-to-cart-confirmation.md)", () => {
  it("top right, as section 8 says, when nothing kept clear is there", () => {
    expect(toastTop({ ...COLUMN, keep: [] })).to.equal(16);
    expect(toastTop({ ...COLUMN, keep: [{ left: 0, right: 600, top: 0, bottom: 100 }] }), "a box left of the column").to.equal(16);
  });

  it("just below the header's cart it would cover", () => {
    expect(toastTop({ ...COLUMN, keep: [{ left: 1040, right: 1216, top: 50, bottom: 94 }] })).to.equal(102);
  });

  it("below the product's title too when the spot below the cart would cover it", () => {
    const cart = { left: 1040, right: 1216, top: 50, bottom: 94 };
    const title = { left: 648, right: 1216, top: 120, bottom: 160 };
    expect(toastTop({ ...COLUMN, keep: [cart, title] })).to.equal(168);
  });

  it("back at the top when no place on the screen covers nothing", () => {
    expect(toastTop({ ...COLUMN, viewHeight: 300, keep: [{ left: 900, right: 1000, top: 0, bottom: 200 }] })).to.equal(16);
  });
});
