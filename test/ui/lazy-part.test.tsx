import { I18nProvider } from "@lingui/react";
import { waitFor, within } from "@testing-library/dom";
import { expect } from "chai";
import { render } from "preact";
import { loadI18n } from "../../core/element/i18n.ts";
import { LazyPart } from "../../core/ui/LazyPart.tsx";
import { captureConsoleErrors } from "../support/dom.ts";

// Core's catalog only.
const catalogs = [] as const;

function Step({ name }: { name: string }) {
  return <p>{name}</p>;
}

describe("LazyPart: a part of an element whose code loads apart", () => {
  let host: HTMLElement;
  afterEach(() => host.remove());

  it("a part whose code fails to load (dead network) shows the error notice; its retry loads it", async () => {
    let calls = 0;
    const load = () =>
      ++calls === 1 ? Promise.reject(new TypeError("Failed to fetch dynamically imported module")) : Promise.resolve(Step);
    host = document.body.appendChild(document.createElement("div"));
    const i18n = await loadI18n("de", catalogs);
    render(
      <I18nProvider i18n={i18n}>
        <LazyPart load={load} props={{ name: "Übersicht geladen" }} />
      </I18nProvider>,
      host,
    );
    const q = within(host);
    expect(host.querySelector('[aria-busy="true"]'), "busy while loading").to.not.equal(null);
    const { errors } = await captureConsoleErrors(() => q.findByRole("alert"));
    expect(errors.join(" ")).to.contain("cannot load a part");
    q.getByRole("button", { name: "Erneut versuchen" }).click();
    await q.findByText("Übersicht geladen");
    expect(calls).to.equal(2);
    await waitFor(() => expect(q.queryByRole("alert")).to.equal(null));
  });
  it("a part with content of its own for a failed load shows that instead of the notice (a card: its product page)", async () => {
    const load = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    host = document.body.appendChild(document.createElement("div"));
    const i18n = await loadI18n("de", catalogs);
    render(
      <I18nProvider i18n={i18n}>
        <LazyPart load={load} props={{ name: "nie" }} placeholder={<p>Platz</p>} failed={<a href="/produkt/1">Zum Artikel</a>} />
      </I18nProvider>,
      host,
    );
    const q = within(host);
    expect(q.getByText("Platz"), "its place while loading").to.not.equal(null);
    const { errors } = await captureConsoleErrors(() => q.findByRole("link", { name: "Zum Artikel" }));
    expect(errors.join(" ")).to.contain("cannot load a part");
    expect(q.queryByRole("alert")).to.equal(null);
  });
});
