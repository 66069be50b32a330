import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { render } from "preact";
import { useRequest, type Request } from "../../core/ui/use-request.ts";

interface Call {
  input: string;
  signal: AbortSignal;
  answer: (data: string) => void;
  fail: (error: unknown) => void;
}

/** The requests the probe made, in order; each answers or fails when the test says so. */
let calls: Call[];
/** The probe's request, for reload() and update(). */
let request: Request<string>;

function Probe({ input, keep }: { input: string; keep?: boolean }) {
  request = useRequest((signal) => new Promise<string>((answer, fail) => calls.push({ input, signal, answer, fail })), [input], {
    keep: !!keep,
  });
  const { state } = request;
  return <p>{state.status === "ready" ? `ready ${state.data}` : state.status}</p>;
}

describe("useRequest: one way to load what an element shows", () => {
  let host: HTMLElement;

  const shows = (text: string) => waitFor(() => expect(host.textContent).to.equal(text));

  beforeEach(() => {
    calls = [];
    host = document.body.appendChild(document.createElement("div"));
  });
  afterEach(() => {
    render(null, host);
    host.remove();
  });

  it("new inputs abort the request before; its late answer never replaces the newer one", async () => {
    render(<Probe input="a" />, host);
    render(<Probe input="b" />, host);
    expect(calls.map((c) => [c.input, c.signal.aborted])).to.deep.equal([
      ["a", true],
      ["b", false],
    ]);
    calls[1]!.answer("B");
    await shows("ready B");
    calls[0]!.answer("A");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.textContent).to.equal("ready B");
  });

  it("unmounting aborts the request on its way", () => {
    render(<Probe input="a" />, host);
    render(null, host);
    expect(calls[0]!.signal.aborted).to.equal(true);
  });

  it("without keep, changed inputs show loading; with keep, the last answer stays until the new one is there", async () => {
    render(<Probe input="a" />, host);
    calls[0]!.answer("A");
    await shows("ready A");
    render(<Probe input="b" />, host);
    await shows("loading");

    render(<Probe input="c" keep />, host);
    calls[2]!.answer("C");
    await shows("ready C");
    render(<Probe input="d" keep />, host);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.textContent).to.equal("ready C");
    calls[3]!.answer("D");
    await shows("ready D");
  });

  it("reload after an error shows loading and asks again, even with keep", async () => {
    render(<Probe input="a" keep />, host);
    calls[0]!.fail(new Error("offline"));
    await shows("error");
    request.reload();
    await shows("loading");
    expect(calls).to.have.length(2);
    calls[1]!.answer("A");
    await shows("ready A");
  });

  it("update changes the answer on screen without asking again", async () => {
    render(<Probe input="a" />, host);
    calls[0]!.answer("A");
    await shows("ready A");
    request.update((data) => `${data}+`);
    await shows("ready A+");
    expect(calls).to.have.length(1);
  });
});
