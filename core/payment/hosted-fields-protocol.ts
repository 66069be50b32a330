// The messages between the checkout and a provider's hosted card fields: an iframe from the
// provider's origin that collects the card. The page learns only whether the fields are complete and,
// when it asks, a single-use token. Every message carries `channel`, so other postMessage traffic is
// told apart; both sides check the sender's origin first and then the shape with these schemas.
import * as v from "valibot";

export const HOSTED_FIELDS_CHANNEL = "shop-hosted-fields";

const channel = v.literal(HOSTED_FIELDS_CHANNEL);
const requestId = v.pipe(v.string(), v.nonEmpty(), v.maxLength(100));

/** Frame → page. A union, not valibot's `variant`: the same messages pass, and `variant`, used nowhere else, would ride in the runtime chunk of every page. */
export const FrameMessageSchema = v.union([
  /** Sent once loaded and after every change: the frame's content height in CSS px, and whether the card is complete. */
  v.object({ channel, type: v.literal("state"), complete: v.boolean(), height: v.pipe(v.number(), v.minValue(0), v.maxValue(4000)) }),
  /** The answer to `tokenize`: a token the shop's card function charges. */
  v.object({ channel, type: v.literal("token"), requestId, token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(500)) }),
  /** The answer to `tokenize` when the card is incomplete or invalid; the frame marks its fields. */
  v.object({ channel, type: v.literal("incomplete"), requestId }),
]);
export type FrameMessage = v.InferOutput<typeof FrameMessageSchema>;

/**
 * Page → frame: make a token of the card as typed; or take the keyboard into a field (the first in
 * error after "incomplete", else the first). Focusing the iframe alone leaves WebKit's keyboard on the
 * frame, in no field.
 */
export const PageMessageSchema = v.union([
  v.object({ channel, type: v.literal("tokenize"), requestId }),
  v.object({ channel, type: v.literal("focus") }),
]);
export type PageMessage = v.InferOutput<typeof PageMessageSchema>;
