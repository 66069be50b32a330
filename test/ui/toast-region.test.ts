import { sendMouse } from "../support/commands";
import { expect } from "chai";
import { showToast } from "../../core/ui/toasts.ts";
import { cleanup } from "../support/dom.ts";
import { waitFor } from "../support/product-page.ts";

describe("toasts", () => {
  afterEach(() => cleanup());

  it("a click on a toast reaches the control it covers (the header's cart link sits top right, where toasts show)", async () => {
    const covered = document.body.appendChild(document.createElement("button"));
    covered.style.cssText = "position: fixed; top: 0; right: 0; width: 100vw; height: 10rem";
    let clicks = 0;
    covered.addEventListener("click", () => clicks++);
    try {
      showToast("In den Warenkorb gelegt", "success");
      const toast = await waitFor(() => {
        const shown = document.querySelector("shop-toast-region")?.shadowRoot?.querySelector<HTMLElement>('[role="status"]');
        if (!shown) throw new Error("no toast yet");
        return shown;
      });
      const box = toast.getBoundingClientRect();
      await sendMouse({ type: "click", position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      await waitFor(() => expect(clicks).to.equal(1));
    } finally {
      covered.remove();
    }
  });
});
