import { expect } from "chai";
import { ApiError } from "../../core/api/client.ts";
import { PaymentError } from "../../core/payment/errors.ts";
import { approveInPopup } from "../../core/payment/paypal-popup.ts";

// PayPal's approval window (core/payment/paypal-popup.ts), with window.open replaced by a stand-in
// window the test closes: a test must not open real windows.
interface StandIn {
  url: string;
  closed: boolean;
  close(): void;
}

describe("PayPal approval window (core/payment/paypal-popup.ts)", () => {
  const original = window.open;
  let opened: StandIn[] = [];

  beforeEach(() => {
    opened = [];
    window.open = ((url: string) => {
      const standIn: StandIn = { url, closed: false, close: () => void (standIn.closed = true) };
      opened.push(standIn);
      return standIn as unknown as Window;
    }) as typeof window.open;
  });
  afterEach(() => {
    window.open = original;
  });

  it("opens the approval page and resolves once its window is closed", async () => {
    let done = false;
    const approval = approveInPopup("https://www.sandbox.paypal.com/checkoutnow?token=1", undefined, 5).then(() => void (done = true));
    expect(opened.map((w) => w.url)).to.deep.equal(["https://www.sandbox.paypal.com/checkoutnow?token=1"]);
    await new Promise((r) => setTimeout(r, 30));
    expect(done).to.equal(false);
    opened[0]!.closed = true;
    await approval;
    expect(done).to.equal(true);
  });

  it("a blocked window is 'blocked'", async () => {
    window.open = () => null;
    const error = await approveInPopup("https://www.sandbox.paypal.com/checkoutnow?token=2", undefined, 5).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(PaymentError);
    expect((error as PaymentError).code).to.equal("blocked");
  });

  it("when the element goes away (abort) the window closes and the approval is aborted", async () => {
    const controller = new AbortController();
    const approval = approveInPopup("https://www.sandbox.paypal.com/checkoutnow?token=3", controller.signal, 5).catch((e: unknown) => e);
    controller.abort();
    const error = await approval;
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).kind).to.equal("aborted");
    expect(opened[0]!.closed).to.equal(true);
  });
});
