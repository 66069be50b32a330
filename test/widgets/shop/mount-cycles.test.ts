// Elements added and removed at run time subscribe and unsubscribe: 500 mount/unmount cycles per
// element leave the page's window and document listeners, the shared stores' listeners, the toast
// region and the pending timers as they were.
//
// Most cycles remove the element a microtask after it connected (it has rendered; only the effects of
// parts that re-rendered at once have run); every FRAME_EVERY-th waits one frame, so every effect has
// subscribed and the requests have started; every LOADED_EVERY-th waits until the element shows its
// content and is used. A removal at any of these moments must clean up.
import { expect } from "chai";
import type { ReadableAtom } from "nanostores";
import { waitFor } from "@testing-library/dom";
import { http, HttpResponse } from "msw";
import "../../../widgets/cart/element.ts";
import "../../../widgets/company-switcher/element.ts";
import "../../../widgets/header/element.ts";
import "../../../widgets/product-detail/element.ts";
import "../../../widgets/vat-modal/element.ts";
import { $cartCount } from "../../../core/state/cart-count.ts";
import * as stores from "../../../core/state/stores.ts";
import { $toasts } from "../../../core/ui/toast-store.ts";
import { companyChoices } from "../../../demo/mocks/fixtures.ts";
import { cartApi, cartBlock, cartLine } from "../../support/cart-api.ts";
import { mount, ui } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { productApi, productBlock } from "../../support/product-api.ts";
import { useElementSuite } from "../../support/element-suite.ts";

const CYCLES = 500;
const FRAME_EVERY = 10;
const LOADED_EVERY = 50;

/** Every store the elements share (a nanostores atom's `lc` is its number of listeners). */
const isAtom = (value: unknown): value is ReadableAtom<unknown> => typeof value === "object" && value !== null && "lc" in value;
const SHARED_STORES = Object.fromEntries(
  Object.entries<unknown>({ ...stores, $cartCount, $toasts }).filter((entry): entry is [string, ReadableAtom<unknown>] => isAtom(entry[1])),
);

type Counts = Record<string, number>;

/**
 * The page's toast region (core/ui/toasts.ts), made by the first element that can add to the cart and
 * kept for the page, is the toasts' one listener once its lazily loaded code has rendered it: waited
 * for before counting, so a count of $toasts beyond it is an element's own.
 */
const regionSettled = () =>
  waitFor(() => expect($toasts.lc, "listeners of the toasts").to.equal(document.querySelectorAll("shop-toast-region").length), {
    timeout: 5000,
  });

/** Counts the live listeners on window and document, by event type, through EventTarget's own methods. */
function watchPageListeners() {
  const live = new Map<string, Set<EventListenerOrEventListenerObject>>();
  const proto = EventTarget.prototype;
  const { addEventListener: add, removeEventListener: remove } = proto;
  const keyOf = (target: EventTarget, type: string, options?: boolean | EventListenerOptions) => {
    const name = target === window ? "window" : target === document ? "document" : null;
    const capture = typeof options === "boolean" ? options : Boolean(options?.capture);
    return name && `${name}:${type}${capture ? ":capture" : ""}`;
  };
  proto.addEventListener = function (this: EventTarget, type, listener, options) {
    const key = keyOf(this, type, options);
    if (key && listener) {
      const set = live.get(key) ?? live.set(key, new Set()).get(key)!;
      set.add(listener);
      const signal = typeof options === "object" ? options.signal : undefined;
      signal?.addEventListener("abort", () => set.delete(listener));
    }
    return add.call(this, type, listener, options);
  };
  proto.removeEventListener = function (this: EventTarget, type, listener, options) {
    const key = keyOf(this, type, options);
    if (key && listener) live.get(key)?.delete(listener);
    return remove.call(this, type, listener, options);
  };
  return {
    counts: (): Counts => Object.fromEntries([...live].filter(([, set]) => set.size > 0).map(([key, set]) => [key, set.size])),
    restore: () => Object.assign(proto, { addEventListener: add, removeEventListener: remove }),
  };
}

/** Counts timeouts that have neither fired nor been cleared, and intervals not cleared. */
function watchTimers() {
  type Timers = Record<"setTimeout" | "clearTimeout" | "setInterval" | "clearInterval", (...args: unknown[]) => unknown>;
  const timers = window as unknown as Timers;
  const original = {
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    setInterval: timers.setInterval,
    clearInterval: timers.clearInterval,
  };
  const timeouts = new Set<unknown>();
  const intervals = new Set<unknown>();
  timers.setTimeout = (handler, ...rest) => {
    const id = original.setTimeout.call(
      window,
      (...args: unknown[]) => {
        timeouts.delete(id);
        if (typeof handler === "function") handler(...args);
      },
      ...rest,
    );
    timeouts.add(id);
    return id;
  };
  timers.setInterval = (...args) => {
    const id = original.setInterval.apply(window, args);
    intervals.add(id);
    return id;
  };
  const clear = (which: "clearTimeout" | "clearInterval") => (id: unknown) => {
    timeouts.delete(id);
    intervals.delete(id);
    return original[which].call(window, id);
  };
  timers.clearTimeout = clear("clearTimeout");
  timers.clearInterval = clear("clearInterval");
  return {
    counts: (): Counts => ({ "pending timeouts": timeouts.size, "live intervals": intervals.size }),
    restore: () => Object.assign(timers, original),
  };
}

const storeListeners = (): Counts => Object.fromEntries(Object.entries(SHARED_STORES).map(([name, store]) => [name, store.lc]));

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** One frame (or Preact's 35 ms fallback when frames are throttled), then the effects Preact runs after it. */
const afterFrame = async () => {
  await new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 40);
    requestAnimationFrame(() => (clearTimeout(fallback), resolve()));
  });
  await nextTask();
  await nextTask();
};

interface Subject {
  tag: string;
  /** Puts the session and the fake API in the state the element needs; returns a check run at the end. */
  setup: () => (() => Promise<void> | void) | void;
  data: (cycle: number) => unknown;
  /** Resolves once the element shows its content. */
  loaded: (el: HTMLElement) => Promise<unknown>;
  /** What a visitor does with the loaded element before it is removed (optional). */
  use?: (el: HTMLElement) => void;
}

/** The contacts whose companies the switchers asked for. */
const askedContacts = new Set<string>();

/** A logged-in contact who chose a company earlier: the switcher and the modal stay shut. */
function companyChosen() {
  stores.setCompanies(companyChoices);
  stores.selectCompany("c-300");
}

const SUBJECTS: Subject[] = [
  {
    tag: "shop-product-detail",
    setup: () => void productApi(),
    data: () => productBlock(),
    loaded: (el) => ui(el).findByRole("heading", { level: 1 }, { timeout: 5000 }),
  },
  {
    tag: "shop-cart",
    setup: () => void cartApi({ items: [cartLine("1", { menge: 60 }), cartLine("2", { menge: 3 })] }),
    data: () => cartBlock(),
    loaded: (el) => waitFor(() => expect(el.shadowRoot!.querySelector(".totals")).not.to.equal(null), { timeout: 5000 }),
  },
  {
    tag: "shop-header",
    setup: () => {
      cartApi();
      companyChosen();
      // A term typed just before the header goes away must not be searched for afterwards.
      const searched: string[] = [];
      useHandlers(
        http.get("*/_hcms/api/site-search", ({ request }) => (searched.push(request.url), HttpResponse.json({ results: [], total: 0 }))),
      );
      return async () => {
        await new Promise((resolve) => setTimeout(resolve, 300)); // past the search's debounce
        expect(searched, "search requests of removed headers").to.deep.equal([]);
      };
    },
    data: () => ({ language: "de", geoLocation: "de", baseUrl: "", loggedIn: true, contactid: "7001" }),
    loaded: (el) => ui(el).findByRole("combobox", {}, { timeout: 5000 }),
    use: (el) => {
      const input = ui(el).getByRole("combobox") as HTMLInputElement;
      input.value = "Archivbox";
      input.dispatchEvent(new Event("input", { bubbles: true }));
    },
  },
  {
    tag: "shop-company-switcher",
    setup: () => {
      companyChosen();
      askedContacts.clear();
      useHandlers(
        http.get("*/_hcms/api/ansprechpartner/companies", ({ request }) => {
          askedContacts.add(new URL(request.url).searchParams.get("contactId")!);
          return HttpResponse.json(companyChoices);
        }),
      );
    },
    // Each cycle asks for a contact of its own, so a cycle's request is known to be its own.
    data: (cycle) => ({ language: "de", baseUrl: "", contactid: `cycle-${cycle}` }),
    loaded: async (el) => {
      await ui(el).findByRole("button", { name: /Firma wechseln/ }, { timeout: 5000 });
      const { contactid } = JSON.parse(el.getAttribute("data")!) as { contactid: string };
      await waitFor(() => expect(askedContacts.has(contactid), `companies of ${contactid} asked for`).to.equal(true));
    },
  },
  {
    tag: "shop-vat-modal",
    setup: () => undefined,
    data: () => ({ language: "de", baseUrl: "" }),
    loaded: (el) => waitFor(() => expect(el.shadowRoot!.querySelector("dialog")?.open).to.equal(true), { timeout: 5000 }),
  },
];

describe("elements added and removed at run time", function () {
  this.timeout(60000);
  useElementSuite();

  for (const subject of SUBJECTS) {
    it(`<${subject.tag}>: ${CYCLES} mount/unmount cycles leave listeners, stores and timers as they were`, async () => {
      const check = subject.setup();
      const listeners = watchPageListeners();
      const timers = watchTimers();
      const counts = (): Counts => ({
        ...listeners.counts(),
        ...storeListeners(),
        ...timers.counts(),
        "toast regions": document.querySelectorAll("shop-toast-region").length,
      });
      try {
        // One full cycle first: catalogs and lazy chunks load once per page, not per element, and so does
        // the page's toast region (core/ui/toasts.ts), which listens to the toasts once its code is there.
        const first = mount(subject.tag, subject.data(-1));
        await subject.loaded(first);
        await afterFrame();
        first.remove();
        await afterFrame();
        await regionSettled();
        const before = counts();

        let subscribedWhileMounted = false;
        for (let cycle = 0; cycle < CYCLES; cycle++) {
          const el = mount(subject.tag, subject.data(cycle));
          if (cycle % LOADED_EVERY === 0) {
            await subject.loaded(el);
            await afterFrame();
            // The counts see the element: mounted, it listens to the shared stores.
            const mounted = counts();
            subscribedWhileMounted ||= Object.keys(SHARED_STORES).some((name) => mounted[name]! > before[name]!);
            subject.use?.(el);
          } else if (cycle % FRAME_EVERY === 0) {
            await afterFrame();
          } else {
            await Promise.resolve();
          }
          el.remove();
        }
        await afterFrame();
        await regionSettled();

        expect(subscribedWhileMounted, "a mounted element listens to the shared stores").to.equal(true);
        expect(counts()).to.deep.equal(before);
      } finally {
        listeners.restore();
        timers.restore();
      }
      await check?.();
    });
  }
});
