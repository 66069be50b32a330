import { expect } from "chai";
import { keptClear } from "../../core/ui/keep-clear.ts";
import { showToast } from "../../core/ui/toasts.ts";
import { TOAST_MS } from "../../core/ui/ToastRegion.tsx";
import { resetMouse, sendKeys, sendMouse } from "../support/commands";
import { cleanup, toasts } from "../support/dom.ts";
import { waitFor } from "../support/product-page.ts";

const LINKS = [
  { href: "/warenkorb", label: "Warenkorb ansehen" },
  { href: "/kasse", label: "Zur Kasse", primary: true },
];

async function shown(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = toasts().find((t) => t.textContent?.includes(text));
    if (!toast) throw new Error("no toast yet");
    return toast;
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("toasts (docs/decisions/add-to-cart-confirmation.md)", () => {
  afterEach(async () => {
    await resetMouse();
    cleanup();
  });

  it("a toast with next steps offers its links", async () => {
    showToast("Artikel wurde zum Warenkorb hinzugefügt", "success", { detail: "Archivbox A4 · 2 Stück", links: LINKS });
    const toast = await shown("Archivbox A4 · 2 Stück");
    const links = [...toast.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).to.deep.equal([
      ["Warenkorb ansehen", "/warenkorb"],
      ["Zur Kasse", "/kasse"],
    ]);
  });

  it("stays while hovered (WCAG 2.2.1), and closes 3 s after the pointer leaves", async function () {
    this.timeout(12000);
    showToast("Hover", "success", { links: LINKS });
    const box = (await shown("Hover")).getBoundingClientRect();
    await sendMouse({ type: "move", position: [Math.round(box.left + 20), Math.round(box.top + 10)] });
    await pause(TOAST_MS + 700);
    expect(toasts().map((t) => t.textContent)).to.have.length(1);
    await sendMouse({ type: "move", position: [5, Math.round(innerHeight - 5)] });
    await waitFor(() => expect(toasts()).to.have.length(0), { timeout: TOAST_MS + 2000, interval: 50 });
  });

  it("stays while a link in it has the focus; Escape closes it and gives the focus back where it came from", async function () {
    this.timeout(12000);
    const before = document.body.appendChild(document.createElement("button"));
    before.textContent = "Vorher";
    try {
      showToast("Fokus", "success", { links: LINKS });
      const toast = await shown("Fokus");
      before.focus();
      toast.querySelector("a")!.focus();
      await pause(TOAST_MS + 700);
      expect(toasts()).to.have.length(1);
      await sendKeys({ press: "Escape" });
      await waitFor(() => expect(toasts()).to.have.length(0));
      expect(document.activeElement).to.equal(before);
    } finally {
      before.remove();
    }
  });

  it("never covers what is kept clear (the header's cart, top right): it goes just below it", async () => {
    const cart = document.body.appendChild(document.createElement("a"));
    cart.style.cssText = "position: fixed; top: 0; right: 0; width: 100vw; height: 6rem";
    keptClear.add(cart);
    try {
      showToast("Darunter", "success");
      const toast = await shown("Darunter");
      await waitFor(() => expect(toast.getBoundingClientRect().top).to.be.at.least(cart.getBoundingClientRect().bottom));
    } finally {
      keptClear.delete(cart);
      cart.remove();
    }
  });
});
