// Card data never enters the shop's page: a provider's hosted card fields (an iframe from its origin)
// collect it, and the page gets only completeness events and a token by postMessage. The checkout
// talks to `HostedCardFields`; postMessageCardFields() is the adapter for any provider page that
// speaks the protocol of hosted-fields-protocol.ts (docs/decisions/hosted-card-fields.md).
import * as v from "valibot";
import { PaymentError } from "./errors.ts";
import { FrameMessageSchema, HOSTED_FIELDS_CHANNEL, type PageMessage } from "./hosted-fields-protocol.ts";

export interface HostedFieldsState {
  /** The frame has loaded and answers. */
  ready: boolean;
  /** Every field is filled in and valid. */
  complete: boolean;
}

export interface HostedCardFields {
  /** Puts the provider's iframe into `container`. */
  mount(container: HTMLElement): void;
  /** Calls `listener` with every new state; returns the unsubscribe function. */
  subscribe(listener: (state: HostedFieldsState) => void): () => void;
  /**
   * A single-use token of the card as typed. Rejects with PaymentError `incomplete` (the frame marks
   * its fields) or `unavailable` (the frame did not answer in time).
   */
  tokenize(): Promise<string>;
  /** Moves keyboard focus into the fields. */
  focus(): void;
  /** Removes the iframe and stops listening. */
  destroy(): void;
}

export interface HostedFieldsOptions {
  /** The provider's card page (config.ts `card.hostedFields`); its origin is the only sender trusted. */
  url: string;
  origin: string;
  /** The page's language, passed to the frame as `lang`. */
  language: string;
  /** The iframe's accessible name, in the page's language. */
  title: string;
  /** How long tokenize() waits for the frame's answer. */
  timeoutMs?: number;
}

const TIMEOUT_MS = 15_000;

/** The adapter for a provider page that speaks hosted-fields-protocol.ts. */
export function postMessageCardFields(options: HostedFieldsOptions): HostedCardFields {
  let frame: HTMLIFrameElement | null = null;
  let state: HostedFieldsState = { ready: false, complete: false };
  const listeners = new Set<(state: HostedFieldsState) => void>();
  const pending = new Map<string, { resolve: (token: string) => void; reject: (error: unknown) => void; timer: number }>();
  let counter = 0;

  const setState = (next: HostedFieldsState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  // Addressed to the provider's origin only: were the frame navigated elsewhere, nothing is sent.
  const post = (message: PageMessage) => frame?.contentWindow?.postMessage(message, options.origin);
  const send = (requestId: string) => post({ channel: HOSTED_FIELDS_CHANNEL, type: "tokenize", requestId });

  const settle = (requestId: string, outcome: { token: string } | { error: unknown }) => {
    const waiting = pending.get(requestId);
    if (!waiting) return;
    pending.delete(requestId);
    window.clearTimeout(waiting.timer);
    if ("token" in outcome) waiting.resolve(outcome.token);
    else waiting.reject(outcome.error);
  };

  const onMessage = (event: MessageEvent) => {
    // Only the provider's frame speaks here; anything else on the page is none of our business.
    if (!frame || event.source !== frame.contentWindow || event.origin !== options.origin) return;
    const parsed = v.safeParse(FrameMessageSchema, event.data);
    if (!parsed.success) {
      console.warn("[shop-widgets] hosted card fields: ignoring a malformed message", parsed.issues[0]?.message);
      return;
    }
    const message = parsed.output;
    if (message.type === "state") {
      frame.style.height = `${Math.ceil(message.height)}px`;
      const wasReady = state.ready;
      setState({ ready: true, complete: message.complete });
      // A token asked for before the frame had loaded goes out now.
      if (!wasReady) for (const requestId of pending.keys()) send(requestId);
    } else if (message.type === "token") settle(message.requestId, { token: message.token });
    else settle(message.requestId, { error: new PaymentError("incomplete") });
  };

  return {
    mount(container) {
      const src = new URL(options.url);
      src.searchParams.set("lang", options.language);
      src.searchParams.set("parent", location.origin);
      frame = document.createElement("iframe");
      frame.src = src.href;
      frame.title = options.title;
      window.addEventListener("message", onMessage);
      container.append(frame);
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(state);
      return () => listeners.delete(listener);
    },
    tokenize() {
      const requestId = `tokenize-${++counter}`;
      return new Promise<string>((resolve, reject) => {
        const timer = window.setTimeout(() => {
          console.error(`[shop-widgets] hosted card fields at ${options.origin} did not answer`);
          settle(requestId, { error: new PaymentError("unavailable") });
        }, options.timeoutMs ?? TIMEOUT_MS);
        pending.set(requestId, { resolve, reject, timer });
        if (state.ready) send(requestId);
      });
    },
    focus() {
      frame?.focus();
      post({ channel: HOSTED_FIELDS_CHANNEL, type: "focus" });
    },
    destroy() {
      window.removeEventListener("message", onMessage);
      for (const waiting of pending.values()) window.clearTimeout(waiting.timer);
      pending.clear();
      listeners.clear();
      frame?.remove();
      frame = null;
    },
  };
}
