import { expect } from "chai";
import tokens from "../../../core/element/tokens.css";
import { selectCompany, setCompanies } from "../../../core/state/stores.ts";
import reserve from "../../../widgets/header/reserve.css";
import { cartApi, cartLine } from "../../support/cart-api.ts";
import { mount } from "../../support/dom.ts";
import { companyChoices } from "../../support/product-api.ts";
import { headerBlock, mountHeader, useHeaderSetup } from "./setup.ts";

// The page around the header must not jump when it loads (issue 20): the space reserved before the
// script runs (dist/shop-widgets.css: the tokens, then reserve.css), the placeholder while the
// catalog loads and the header as shown are equally tall, at a phone's, a tablet's and a desktop's
// width.
const WIDTHS = [320, 390, 768, 1024, 1280];

/** The height of a <shop-header> no script has defined, on a page `width` px wide with dist/shop-widgets.css. */
async function reservedHeight(width: number): Promise<number> {
  const frame = document.createElement("iframe");
  frame.style.cssText = `width: ${width}px; height: 200px; border: 0`;
  frame.srcdoc = `<!doctype html><style>${tokens}${reserve}</style><body style="margin: 0"><shop-header></shop-header>`;
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  document.body.append(frame);
  try {
    await loaded;
    return frame.contentDocument!.querySelector("shop-header")!.getBoundingClientRect().height;
  } finally {
    frame.remove();
  }
}

/** The height of the header's placeholder: the element in the render before its catalog is there. */
function placeholderHeight(data: unknown, width: number): number {
  const el = mount("shop-header", data);
  el.style.width = `${width}px`;
  const placeholder = el.shadowRoot?.querySelector(".header.loading");
  expect(placeholder, "the placeholder right after mounting").to.not.equal(null);
  const height = el.getBoundingClientRect().height;
  el.remove();
  return height;
}

describe("<shop-header>: the page does not jump", () => {
  useHeaderSetup();

  for (const loggedIn of [false, true]) {
    it(`reserved, placeholder and shown header are equally tall at ${WIDTHS.join(", ")} px (${loggedIn ? "logged-in contact" : "guest"})`, async () => {
      cartApi({ items: [cartLine("1"), cartLine("2")] });
      if (loggedIn) {
        setCompanies([
          ...companyChoices,
          {
            ...companyChoices[0]!,
            company: { ...companyChoices[0]!.company, id: "c-9", name: "Landesarchiv Baden-Württemberg, Abteilung Staatsarchiv" },
          },
        ]);
        selectCompany("c-9");
      }
      for (const language of ["de", "fr"]) {
        const data = headerBlock({ language, loggedIn });
        for (const width of WIDTHS) {
          const placeholder = placeholderHeight(data, width);
          const { el, q } = await mountHeader(data, width);
          await q.findByRole("link", { name: /, 2 / });
          const shown = el.getBoundingClientRect().height;
          const reserved = await reservedHeight(width);
          const at = `${language} at ${width} px: reserved ${reserved}, placeholder ${placeholder}, shown ${shown}`;
          expect(Math.abs(placeholder - shown), at).to.be.at.most(1);
          expect(Math.abs(reserved - shown), at).to.be.at.most(1);
        }
      }
    });
  }
});
