import { expect } from "chai";
import { consentModeAnswer, tcfAllowsAnalytics, watchHubSpotBanner, watchTcf } from "../../core/analytics/consent-sources.ts";

type Listener = (...args: unknown[]) => void;

/** A page object with only what a consent source reads. */
const pageWith = (globals: Record<string, unknown>) => globals as unknown as Window;

/** What gtag() pushes: its arguments object, not an array. */
function argumentsOf(args: unknown[]) {
  return (function (..._: unknown[]) {
    // biome-ignore lint/complexity/noArguments: the arguments object, as gtag pushes it
    return arguments;
  })(...args);
}

describe("analytics consent sources", () => {
  it("HubSpot's banner: a listener queued on _hsp hears the analytics category, at once and on each change", () => {
    const page = pageWith({});
    const answers: boolean[] = [];
    watchHubSpotBanner(page, (analytics) => answers.push(analytics));
    const queue = (page as unknown as { _hsp: [string, Listener][] })._hsp;
    expect(queue.map(([command]) => command)).to.deep.equal(["addPrivacyConsentListener"]);
    const listener = queue[0]![1];
    listener({ allowed: true, categories: { analytics: true, advertisement: false, functionality: true } });
    listener({ allowed: true, categories: { analytics: false, advertisement: true, functionality: true } });
    listener({ allowed: false });
    expect(answers).to.deep.equal([true, false, false]);
  });

  it("HubSpot's banner: joins the queue the page already has, without replacing it", () => {
    const earlier = [["setPath", "/"]];
    const page = pageWith({ _hsp: earlier });
    watchHubSpotBanner(page, () => {});
    expect((page as unknown as { _hsp: unknown[] })._hsp).to.equal(earlier);
    expect(earlier).to.have.length(2);
  });

  it("TCF v2.2: analytics needs consent to purposes 1 and 8, unless GDPR does not apply", () => {
    expect(tcfAllowsAnalytics({ gdprApplies: true, purpose: { consents: { 1: true, 8: true } } })).to.equal(true);
    expect(tcfAllowsAnalytics({ gdprApplies: true, purpose: { consents: { 1: true, 8: false } } })).to.equal(false);
    expect(tcfAllowsAnalytics({ gdprApplies: true, purpose: { consents: { 8: true } } })).to.equal(false);
    expect(tcfAllowsAnalytics({ gdprApplies: true })).to.equal(false);
    expect(tcfAllowsAnalytics({ gdprApplies: false })).to.equal(true);
  });

  it("TCF v2.2: answers once the platform has loaded or the visitor chose, not while its dialog is shown", () => {
    let callback: Listener = () => {};
    const calls: unknown[][] = [];
    const page = pageWith({
      __tcfapi: (command: string, version: number, listener: Listener) => {
        calls.push([command, version]);
        callback = listener;
      },
    });
    const answers: boolean[] = [];
    watchTcf(page, (analytics) => answers.push(analytics));
    expect(calls).to.deep.equal([["addEventListener", 2]]);
    callback({ eventStatus: "cmpuishown", gdprApplies: true, purpose: { consents: {} } }, true);
    callback({ eventStatus: "useractioncomplete", gdprApplies: true, purpose: { consents: { 1: true, 8: true } } }, true);
    callback(null, false);
    expect(answers).to.deep.equal([true]);
  });

  it("TCF v2.2: no platform on the page, no answer", () => {
    const answers: boolean[] = [];
    watchTcf(pageWith({}), (analytics) => answers.push(analytics));
    expect(answers).to.deep.equal([]);
  });

  it("Google Consent Mode: the last default or update naming analytics_storage counts; none, no answer", () => {
    const layer: unknown[] = [];
    expect(consentModeAnswer(pageWith({}))).to.equal(undefined);
    expect(consentModeAnswer(pageWith({ dataLayer: layer }))).to.equal(undefined);
    layer.push(argumentsOf(["consent", "default", { analytics_storage: "denied", ad_storage: "denied" }]));
    expect(consentModeAnswer(pageWith({ dataLayer: layer }))).to.equal(false);
    layer.push(argumentsOf(["consent", "update", { ad_storage: "granted" }]));
    expect(consentModeAnswer(pageWith({ dataLayer: layer }))).to.equal(false);
    layer.push(argumentsOf(["consent", "update", { analytics_storage: "granted" }]));
    layer.push({ event: "gtm.js" });
    expect(consentModeAnswer(pageWith({ dataLayer: layer }))).to.equal(true);
  });
});
