import { I18nProvider } from "@lingui/react";
import { waitFor, within } from "@testing-library/dom";
import { expect } from "chai";
import { render } from "preact";
import { loadI18n } from "../../core/element/i18n.ts";
import { PopupButton, type PopupProps } from "../../core/ui/PopupButton.tsx";
import { captureConsoleErrors } from "../support/dom.ts";

function Popup({ open }: PopupProps) {
  return open ? <p>Lieferzeiten geladen</p> : null;
}

describe("PopupButton: a dialog whose code loads when first opened", () => {
  let host: HTMLElement;
  afterEach(() => host.remove());

  it("a popup whose code fails to load shows the error notice with 'Erneut versuchen', which loads it", async () => {
    let calls = 0;
    const load = () =>
      ++calls === 1 ? Promise.reject(new TypeError("Failed to fetch dynamically imported module")) : Promise.resolve({ default: Popup });
    host = document.body.appendChild(document.createElement("div"));
    const i18n = await loadI18n("de", []);
    render(
      <I18nProvider i18n={i18n}>
        <PopupButton label="Lieferzeiten" load={load} props={{}} />
      </I18nProvider>,
      host,
    );
    const q = within(host);
    q.getByRole("button", { name: "Lieferzeiten" }).click();
    const { errors } = await captureConsoleErrors(() => q.findByRole("alert"));
    expect(errors.join(" ")).to.contain("cannot load a popup");
    q.getByRole("button", { name: "Erneut versuchen" }).click();
    await q.findByText("Lieferzeiten geladen");
    expect(calls).to.equal(2);
    await waitFor(() => expect(q.queryByRole("alert")).to.equal(null));
  });
});
