import { expect } from "chai";
import { defineElement, type ElementProps } from "../../core/element/define.ts";

const seen: unknown[] = [];
function Probe({ data }: ElementProps) {
  seen.push(data);
  return <p>{typeof data === "string" ? data : JSON.stringify(data)}</p>;
}

describe("defineElement", () => {
  afterEach(() => (seen.length = 0));

  it("a data property set before the tag is defined reaches the component after the upgrade", async () => {
    const el = document.createElement("test-early-data") as HTMLElement & { data?: unknown };
    el.data = { early: true };
    document.body.append(el);
    defineElement("test-early-data", Probe, "p { color: rgb(1, 2, 3); }");
    await new Promise((r) => setTimeout(r, 20));
    expect(el.shadowRoot?.textContent).to.equal('{"early":true}');
    expect(getComputedStyle(el.shadowRoot!.querySelector("p")!).color).to.equal("rgb(1, 2, 3)");
    el.remove();
  });

  it("defining a tag twice is silent and keeps the first definition", () => {
    defineElement("test-twice", Probe, "");
    const first = customElements.get("test-twice");
    defineElement("test-twice", () => null, "");
    expect(customElements.get("test-twice")).to.equal(first);
  });

  it("an empty or removed data attribute reaches the component as undefined, not the old value", async () => {
    defineElement("test-attr", Probe, "");
    const el = document.createElement("test-attr");
    el.setAttribute("data", "first");
    document.body.append(el);
    await new Promise((r) => setTimeout(r, 20));
    el.setAttribute("data", "");
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.at(-1)).to.equal(undefined);
    el.setAttribute("data", "second");
    el.removeAttribute("data");
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.at(-1)).to.equal(undefined);
    el.remove();
  });
});

describe("defineElement: the data block in a child script", () => {
  afterEach(() => (seen.length = 0));
  const wait = () => new Promise((r) => setTimeout(r, 20));

  it("a child <script type='application/json'> is the data block, apostrophes and all, without any quoting", async () => {
    defineElement("test-script-block", Probe, "");
    const el = document.createElement("test-script-block");
    el.innerHTML = `<script type="application/json">{"name": "Boîte d'archives \\"Classique\\""}</script>`;
    document.body.append(el);
    await wait();
    expect(JSON.parse(seen.at(-1) as string)).to.deep.equal({ name: 'Boîte d\'archives "Classique"' });
    el.remove();
  });

  it("a script child the parser adds after the element, or one changed later, is read", async () => {
    defineElement("test-script-late", Probe, "");
    const el = document.createElement("test-script-late");
    document.body.append(el);
    await wait();
    const script = document.createElement("script");
    script.type = "application/json";
    script.textContent = '{"first": 1}';
    el.append(script);
    await wait();
    expect(seen.at(-1)).to.equal('{"first": 1}');
    script.textContent = '{"second": 2}';
    await wait();
    expect(seen.at(-1)).to.equal('{"second": 2}');
    el.remove();
  });

  it("the data attribute wins over a script child", async () => {
    defineElement("test-script-both", Probe, "");
    const el = document.createElement("test-script-both");
    el.setAttribute("data", '{"from": "attribute"}');
    el.innerHTML = `<script type="application/json">{"from": "script"}</script>`;
    document.body.append(el);
    await wait();
    expect(seen.at(-1)).to.equal('{"from": "attribute"}');
    el.remove();
  });
});
