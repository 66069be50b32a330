// The pieces every field shares: the required mark and the error text.
import { useLingui } from "@lingui/react";
import { fieldErrorMessage, type FieldError } from "./field-messages.ts";

/** The visible '*' of a required field; screen readers get aria-required on the control instead. */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {" *"}
    </span>
  );
}

/**
 * The error under a field. The polite live region is there before any message, so a message that
 * appears later is announced; the control points at it with aria-describedby while it has one.
 */
export function ErrorText({ id, error }: { id: string; error?: FieldError | null | undefined }) {
  const { i18n } = useLingui();
  return (
    <div id={id} className="field-error" aria-live="polite">
      {error ? fieldErrorMessage(i18n, error) : null}
    </div>
  );
}

/** aria-invalid and aria-describedby of a control with `error`; nothing while it has none. */
export function errorAttributes(errorId: string, error: FieldError | null | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
}
