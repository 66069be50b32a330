import { expect } from "chai";
import { sanitizedCmsBody } from "../../core/element/cms-html.ts";

describe("CMS HTML (core/element/cms-html.ts)", () => {
  it("removes scripts and handlers, and pictures and links with unsafe URLs", () => {
    const body = sanitizedCmsBody(
      '<p onclick="x()">Text</p><script>window.__x = 1</script><img src="data:," onerror="x()"><img src="/ok.svg"><a href="javascript:x()">a</a><a href="/agb">b</a>',
    );
    expect(body.querySelector("script")).to.equal(null);
    expect(body.querySelector("[onclick], [onerror], [data-was-onclick], [data-was-onerror]")).to.equal(null);
    expect([...body.querySelectorAll("img")].map((img) => img.getAttribute("src"))).to.deep.equal(["/ok.svg"]);
    expect([...body.querySelectorAll("a")].map((a) => a.getAttribute("href"))).to.deep.equal([null, "/agb"]);
  });

  it("text between tags stays as written, even when it reads like a handler", () => {
    const body = sanitizedCmsBody("<p>Preis on request = auf Anfrage, Wert onload=1</p>");
    expect(body.textContent).to.equal("Preis on request = auf Anfrage, Wert onload=1");
  });
});
