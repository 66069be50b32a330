import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { render } from "preact";
import { ownParams, replaceOwnParams } from "../../core/ui/url-params.ts";
import { useUrlState } from "../../core/ui/use-url-state.ts";
import { captureConsoleWarnings } from "../support/dom.ts";

interface Box {
  length: string;
  material: string;
}

const encode = (box: Box) => {
  const params = new URLSearchParams();
  if (box.length) params.set("b.l", box.length);
  if (box.material) params.set("b.mat", box.material);
  return params;
};
const decode = (params: URLSearchParams): Box => ({ length: params.get("b.l") ?? "", material: params.get("b.mat") ?? "" });

let state: [Box, (value: Box, push?: boolean) => void];

function Probe() {
  state = useUrlState("b.", encode, decode);
  return <p>{`${state[0].length}|${state[0].material}`}</p>;
}

describe("useUrlState: a configurator's state in the page query", () => {
  const start = location.href;
  let host: HTMLElement;
  beforeEach(() => {
    host = document.body.appendChild(document.createElement("div"));
  });
  afterEach(() => {
    render(null, host);
    host.remove();
    history.replaceState(null, "", start);
  });

  it("owns only the parameters with its prefix: the page's own and the other configurator's stay as they are", () => {
    expect(ownParams("?page=2&b.l=320&m.w=400&b.mat=3", "b.").toString()).to.equal("b.l=320&b.mat=3");
    const own = new URLSearchParams({ "b.l": "400" });
    expect(replaceOwnParams("?page=2&b.l=320&m.w=400&b.mat=3", "b.", own)).to.equal("?page=2&m.w=400&b.l=400");
    expect(replaceOwnParams("?b.l=320", "b.", new URLSearchParams())).to.equal("");
  });

  it("a prefix ending in '.' also owns its bare name (the search results' q), not other names that start with it", () => {
    expect(ownParams("?q=archiv&q.kind=ARTICLE&quantity=3&page=2", "q.").toString()).to.equal("q=archiv&q.kind=ARTICLE");
    const own = new URLSearchParams({ q: "box" });
    expect(replaceOwnParams("?q=archiv&q.after=12&quantity=3", "q.", own)).to.equal("?quantity=3&q=box");
  });

  it("reads the query at mount, so a reload or a shared link restores the configuration", () => {
    history.replaceState(null, "", "?page=2&b.l=320&b.mat=3&m.w=400");
    render(<Probe />, host);
    expect(host.textContent).to.equal("320|3");
  });

  it("typing replaces the history entry once it pauses; a discrete choice pushes one after its frame; other parameters are kept", async () => {
    history.replaceState(null, "", "?page=2&b.l=320&m.w=400");
    render(<Probe />, host);
    // Counted by the calls, not by history.length: Chromium keeps at most 50 entries per page.
    const calls = { push: 0, replace: 0 };
    const { pushState, replaceState } = history;
    history.pushState = (...args) => (calls.push++, pushState.apply(history, args));
    history.replaceState = (...args) => (calls.replace++, replaceState.apply(history, args));
    try {
      state[1]({ length: "3201", material: "" });
      state[1]({ length: "320", material: "" });
      state[1]({ length: "3205", material: "" });
      // Not while typing: the write waits for the pause, so a keystroke never pays for it.
      expect(calls.replace).to.equal(0);
      await waitFor(() => expect(location.search).to.equal("?page=2&m.w=400&b.l=3205"));
      expect(calls).to.deep.equal({ push: 0, replace: 1 });
      state[1]({ length: "320", material: "5" }, true);
      // Not in the frame that shows the choice: the push follows once it is painted.
      expect(calls.push).to.equal(0);
      await waitFor(() => expect(location.search).to.equal("?page=2&m.w=400&b.l=320&b.mat=5"));
      expect(calls).to.deep.equal({ push: 1, replace: 1 });
    } finally {
      history.pushState = pushState;
      history.replaceState = replaceState;
    }
  });

  it("two choices in one frame push two entries, in order", async () => {
    history.replaceState(null, "", "?b.l=320");
    render(<Probe />, host);
    const pushed: string[] = [];
    const { pushState } = history;
    history.pushState = (...args) => (pushed.push(String(args[2])), pushState.apply(history, args));
    try {
      state[1]({ length: "320", material: "3" }, true);
      state[1]({ length: "320", material: "5" }, true);
      await waitFor(() => expect(pushed).to.have.length(2));
      expect(pushed.map((url) => new URL(url, location.href).search)).to.deep.equal(["?b.l=320&b.mat=3", "?b.l=320&b.mat=5"]);
    } finally {
      history.pushState = pushState;
    }
  });

  it("a history write the browser refuses (Safari: over 100 in 10 s) leaves the choice on screen and says so; the next write carries it", async () => {
    history.replaceState(null, "", "?b.l=320");
    render(<Probe />, host);
    const { pushState } = history;
    history.pushState = () => {
      throw new DOMException("Attempt to use history.pushState() more than 100 times per 10 seconds", "SecurityError");
    };
    try {
      const { errors: warnings } = await captureConsoleWarnings(async () => {
        state[1]({ length: "320", material: "3" }, true);
        await waitFor(() => expect(host.textContent).to.equal("320|3"));
        await new Promise((resolve) => setTimeout(resolve, 150));
      });
      expect(warnings.join()).to.contain("the address did not follow the choice");
      expect(location.search).to.equal("?b.l=320");
    } finally {
      history.pushState = pushState;
    }
    state[1]({ length: "320", material: "5" }, true);
    await waitFor(() => expect(location.search).to.equal("?b.l=320&b.mat=5"));
    expect(host.textContent).to.equal("320|5");
  });

  it("back restores the state of the entry before (popstate)", async () => {
    history.replaceState(null, "", "?b.l=320&b.mat=3");
    // An entry of the test's own first: a back too many then stays on this page instead of leaving it.
    history.pushState(null, "", "?b.l=320&b.mat=3");
    render(<Probe />, host);
    state[1]({ length: "320", material: "5" }, true);
    await waitFor(() => expect(host.textContent).to.equal("320|5"));
    history.back();
    await waitFor(() => expect(host.textContent).to.equal("320|3"));
    expect(location.search).to.equal("?b.l=320&b.mat=3");
  });
});
