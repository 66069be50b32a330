// Where a visitor's analytics consent comes from besides the host's own setAnalyticsConsent()
// (docs/decisions/analytics-consent.md): HubSpot's cookie banner, an IAB TCF v2.2 consent platform
// and Google Consent Mode's state as the host set it. Each reads only what its API documents. Every
// page loads this before consent: it is kept small (issue 33's 1 KB).

/** An answer from a consent source: true allowed, false refused or withdrawn. */
export type ConsentAnswer = (analytics: boolean) => void;

interface ConsentHost {
  _hsp?: { push?: unknown };
  __tcfapi?: unknown;
  dataLayer?: unknown;
}

interface HubSpotConsent {
  allowed?: boolean;
  categories?: { analytics?: boolean };
}

/**
 * HubSpot's banner: a listener pushed onto `_hsp` (the queue HubSpot's script reads when it loads, or
 * runs at once) is called with the visitor's choice, at once if they chose before, again when they change it.
 */
export function watchHubSpotBanner(win: Window, answer: ConsentAnswer): void {
  // biome-ignore lint/suspicious/noAssignInExpressions: the queue as HubSpot's snippet starts it
  const queue = ((win as ConsentHost)._hsp ??= []);
  if (typeof queue.push === "function")
    queue.push([
      "addPrivacyConsentListener",
      (consent?: HubSpotConsent) => answer(consent?.categories?.analytics ?? consent?.allowed === true),
    ]);
}

interface TcData {
  gdprApplies?: boolean;
  eventStatus?: string;
  purpose?: { consents?: Record<number, boolean> };
}

/**
 * Whether a TCF v2.2 record allows analytics: GDPR does not apply, or the visitor consented to both
 * purposes an analytics event needs, 1 (store or read on the device) and 8 (measure content performance).
 */
export const tcfAllowsAnalytics = ({ gdprApplies, purpose }: TcData): boolean =>
  gdprApplies === false || (purpose?.consents?.[1] === true && purpose.consents[8] === true);

/** An IAB TCF v2.2 consent platform on the page: its answers once loaded and after each change. */
export function watchTcf(win: Window, answer: ConsentAnswer): void {
  const tcfApi = (win as ConsentHost).__tcfapi;
  if (typeof tcfApi === "function")
    tcfApi("addEventListener", 2, (data: TcData | null, success: boolean) => {
      // While the platform's dialog is open nothing is decided yet.
      if (success && data && data.eventStatus !== "cmpuishown") answer(tcfAllowsAnalytics(data));
    });
}

/**
 * Google Consent Mode as the host set it: the last `gtag('consent', 'default' | 'update', …)` in
 * `dataLayer` naming `analytics_storage` (gtag's consent command has no other actions); undefined when none did.
 */
export function consentModeAnswer(win: Window): boolean | undefined {
  const dataLayer = (win as ConsentHost).dataLayer;
  let answer: boolean | undefined;
  // gtag() pushes its `arguments` object: indexed, not an array.
  if (Array.isArray(dataLayer))
    for (const command of dataLayer as ({ 0?: unknown; 2?: { analytics_storage?: unknown } } | null)[]) {
      const storage = command?.[0] === "consent" && command[2]?.analytics_storage;
      if (storage === "granted" || storage === "denied") answer = storage === "granted";
    }
  return answer;
}
