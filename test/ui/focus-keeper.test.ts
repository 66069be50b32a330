import { expect } from "chai";
import { FOCUS_HOME, keepFocusIn } from "../../core/ui/focus-keeper.ts";

/** A host with an open shadow root watched by the focus keeper, holding `html`. */
function watchedRoot(html: string): ShadowRoot {
  const host = document.createElement("div");
  document.body.append(host);
  const root = host.attachShadow({ mode: "open" });
  root.innerHTML = html;
  keepFocusIn(root);
  return root;
}

const home = Object.keys(FOCUS_HOME)[0];

/** Resolves once `check` holds, or rejects after `ms` (the keeper acts after the DOM change). */
async function until(check: () => boolean, ms = 1000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > ms) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("focus keeper: focus survives a render in every engine", () => {
  afterEach(() => {
    for (const host of document.body.querySelectorAll("div")) host.remove();
  });

  it("a removed focused control hands focus to the landing place of its remaining ancestor", async () => {
    const root = watchedRoot(`<section><h2 tabindex="-1" ${home}>Fehler</h2><div><button>Erneut versuchen</button></div></section>`);
    const button = root.querySelector("button") as HTMLButtonElement;
    button.focus();
    expect(root.activeElement).to.equal(button);
    button.parentElement?.remove();
    await until(() => root.activeElement === root.querySelector("h2"));
  });

  it("a focused control that becomes hidden hands focus to the next control there", async () => {
    const root = watchedRoot(`<form><button id="send">Senden</button><a href="/agb">AGB</a></form>`);
    const send = root.querySelector("#send") as HTMLButtonElement;
    send.focus();
    send.hidden = true;
    await until(() => root.activeElement === root.querySelector("a"));
  });

  it("focus the shopper moved out of the element is not pulled back when the control goes later", async () => {
    const root = watchedRoot(`<div><button>Weiter</button></div><p tabindex="-1" ${home}>Schritt 2</p>`);
    const outside = document.createElement("input");
    document.body.append(outside);
    try {
      (root.querySelector("button") as HTMLButtonElement).focus();
      outside.focus();
      await new Promise((resolve) => setTimeout(resolve, 20));
      root.querySelector("button")?.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(document.activeElement).to.equal(outside);
    } finally {
      outside.remove();
    }
  });
});
