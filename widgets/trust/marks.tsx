// The trust block's marks: line drawings in the text's colour, beside words that say the same
// (aria-hidden), so no brand logo and no picture request is needed.
import type { ReactNode } from "react";
import type { PaymentMethod } from "../../core/api/payment-methods.ts";

const Mark = ({ children }: { children: ReactNode }) => (
  <svg className="mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

export const DeliveryMark = () => (
  <Mark>
    <path d="M2 6h11v10H2zM13 9h4l4 4v3h-8z" />
    <circle cx="6" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </Mark>
);

export const ReturnsMark = () => (
  <Mark>
    <path d="M9 7 5 11l4 4" />
    <path d="M5 11h9a5 5 0 0 1 0 10h-3" />
  </Mark>
);

export const ServiceMark = () => (
  <Mark>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <path d="M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-3" />
  </Mark>
);

const PAYMENT_MARKS: Record<PaymentMethod, ReactNode> = {
  paypal: <path d="M8 20 10.5 4H16a4 4 0 0 1 0 8h-4l-1.3 8" />,
  card: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
      <path d="M2.5 9.5h19M6 15h4" />
    </>
  ),
  invoice: (
    <>
      <path d="M6 2.5h9l3 3v16H6z" />
      <path d="M9 9h6M9 13h6M9 17h4" />
    </>
  ),
  prepayment: (
    <>
      <path d="M3 9.5 12 4l9 5.5zM4 20h16M6 11v7M10 11v7M14 11v7M18 11v7" />
    </>
  ),
};

export const PaymentMark = ({ method }: { method: PaymentMethod }) => <Mark>{PAYMENT_MARKS[method]}</Mark>;
