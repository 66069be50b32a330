// Spam protection without third-party services (docs/decisions/contact-form-fields.md): a honeypot
// field that people never see or reach, and a minimum time between showing the form and sending it,
// because a person cannot fill it in faster. The backend checks the same (docs/api.md#contact).

/** The backend answers spam_suspected below this (3 s): a person needs longer to write a message. */
export const MIN_FILL_SECONDS = 3;

/**
 * "send": go ahead. "honeypot": a bot filled the hidden field; the form shows its normal
 * confirmation without sending, so the bot learns nothing. "tooFast": sent before a person could
 * have typed it; ask to check and send again (a person's second press is late enough).
 */
export type SpamVerdict = "send" | "honeypot" | "tooFast";

export function spamVerdict(input: { website: string; elapsedMs: number; minFillSeconds?: number }): SpamVerdict {
  if (input.website.trim() !== "") return "honeypot";
  return input.elapsedMs < (input.minFillSeconds ?? MIN_FILL_SECONDS) * 1000 ? "tooFast" : "send";
}
