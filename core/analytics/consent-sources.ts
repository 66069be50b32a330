// Where a visitor's analytics consent comes from besides the host's own setAnalyticsConsent()
// (docs/decisions/analytics-consent.md): HubSpot's cookie banner, an IAB TCF v2.2 consent platform
// and Google Consent Mode's state as the host set it. Each reads only what its API documents.

/** An answer from a consent source: true allowed, false refused or withdrawn. */
export type ConsentAnswer = (analytics: boolean) => void;

interface HubSpotConsent {
  allowed?: boolean;
  categories?: { analytics?: boolean };
}

/**
 * HubSpot's banner: a listener pushed onto `_hsp` (the queue HubSpot's script reads when it loads, or
 * runs at once) is called with the visitor's choice, at once if they chose before, again when they change it.
 */
export function watchHubSpotBanner(win: Window, answer: ConsentAnswer): void {
  const host = win as unknown as { _hsp?: { push?: unknown } };
  host._hsp ??= [];
  const queue = host._hsp;
  if (typeof queue.push !== "function") return;
  queue.push([
    "addPrivacyConsentListener",
    (consent: HubSpotConsent | undefined) => answer(consent?.categories?.analytics ?? consent?.allowed === true),
  ]);
}

/** TCF's purposes an analytics event needs: 1 (store or read on the device) and 8 (measure content performance). */
const TCF_PURPOSES = [1, 8];

interface TcData {
  gdprApplies?: boolean;
  eventStatus?: string;
  purpose?: { consents?: Record<string, boolean> };
}

/** Whether a TCF v2.2 record allows analytics: GDPR does not apply, or both purposes have the visitor's consent. */
export function tcfAllowsAnalytics(data: TcData): boolean {
  if (data.gdprApplies === false) return true;
  return TCF_PURPOSES.every((purpose) => data.purpose?.consents?.[purpose] === true);
}

/** An IAB TCF v2.2 consent platform on the page: its answers once loaded and after each change. */
export function watchTcf(win: Window, answer: ConsentAnswer): void {
  const tcfApi = (win as unknown as { __tcfapi?: unknown }).__tcfapi;
  if (typeof tcfApi !== "function") return;
  tcfApi("addEventListener", 2, (data: TcData | null, success: boolean) => {
    // While the platform's dialog is open nothing is decided yet.
    if (success && data && data.eventStatus !== "cmpuishown") answer(tcfAllowsAnalytics(data));
  });
}

/**
 * Google Consent Mode as the host set it: the last `gtag('consent', 'default' | 'update', …)` in
 * `dataLayer` naming `analytics_storage`; undefined when none did.
 */
export function consentModeAnswer(win: Window): boolean | undefined {
  const dataLayer = (win as unknown as { dataLayer?: unknown }).dataLayer;
  if (!Array.isArray(dataLayer)) return undefined;
  let answer: boolean | undefined;
  for (const entry of dataLayer) {
    // gtag() pushes its `arguments` object: indexed, not an array.
    const command = entry as { 0?: unknown; 1?: unknown; 2?: { analytics_storage?: unknown } } | null;
    if (typeof command !== "object" || command === null || command[0] !== "consent") continue;
    if (command[1] !== "default" && command[1] !== "update") continue;
    const storage = command[2]?.analytics_storage;
    if (storage === "granted" || storage === "denied") answer = storage === "granted";
  }
  return answer;
}
