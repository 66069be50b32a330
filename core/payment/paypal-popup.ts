// PayPal's approval in a popup: PayPal's page asks the buyer to log in and approve; its return page
// (the shop's, set by the create function) closes the window. The adapter then asks the capture
// function, which knows from PayPal whether the buyer approved.
import { ApiError } from "../api/client.ts";
import { PaymentError } from "./errors.ts";

const FEATURES = "popup,width=480,height=720";

/** Opens the approval page and resolves once its window is closed. */
export function approveInPopup(approvalUrl: string, signal?: AbortSignal, pollMs = 500): Promise<void> {
  if (signal?.aborted) return Promise.reject(new ApiError("aborted", "paypal approval"));
  // Browsers allow this only shortly after the shopper's click: the create call must be quick.
  const popup = window.open(approvalUrl, "shop-paypal-approval", FEATURES);
  if (!popup) return Promise.reject(new PaymentError("blocked"));
  return new Promise((resolve, reject) => {
    // A cross-origin window tells nothing but whether it is closed, so ask until it is.
    const timer = setInterval(() => {
      if (!popup.closed) return;
      stop();
      resolve();
    }, pollMs);
    const onAbort = () => {
      stop();
      popup.close();
      reject(new ApiError("aborted", "paypal approval"));
    };
    const stop = () => {
      clearInterval(timer);
      signal?.removeEventListener("abort", onAbort);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
