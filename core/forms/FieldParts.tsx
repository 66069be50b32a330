// The pieces every field shares: the frame with label and error, the required mark and the note that
// explains it, the error text.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { fieldErrorMessage, type FieldError } from "./field-messages.ts";

/** The visible '*' of a required field; screen readers get aria-required on the control instead. */
/** What every text-like field takes (TextField, TextAreaField, SelectField). */
export interface FieldProps {
  /** Unique in the element's shadow root; also the name unless `name` is given. */
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown when set: the caller decides when (after the field was left, or after a submit). */
  error?: FieldError | null | undefined;
  required?: boolean;
  className?: string;
}

export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {" *"}
    </span>
  );
}

/** The note above a form whose required fields carry RequiredMark's '*' (specification section 5: 'Pflichtfeld*'). */
export function RequiredLegend() {
  const { i18n } = useLingui();
  return <p className="required-legend">{i18n._(msg`Pflichtfeld*`)}</p>;
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

/** errorAttributes, and the field's note (FieldFrame's `note`) among what describes the control. */
export function describedAttributes(id: string, error: FieldError | null | undefined, note: ReactNode) {
  const attributes = errorAttributes(`${id}-error`, error);
  if (note === undefined) return attributes;
  return { ...attributes, "aria-describedby": [`${id}-note`, attributes["aria-describedby"]].filter(Boolean).join(" ") };
}

/** A labelled control (`children`, whose id is `id`) with its error below. */
export function FieldFrame(props: {
  id: string;
  label: string;
  required?: boolean | undefined;
  className?: string | undefined;
  error?: FieldError | null | undefined;
  /**
   * A live note under the control (what the form made of the input, what it means); a polite live
   * region there from the start, so a later text is announced. Undefined: no note.
   */
  note?: ReactNode;
  children: ReactNode;
}) {
  const { id, className } = props;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>
        {props.label}
        {props.required && <RequiredMark />}
      </label>
      {props.children}
      {props.note !== undefined && (
        <div id={`${id}-note`} className="field-note" aria-live="polite">
          {props.note}
        </div>
      )}
      <ErrorText id={`${id}-error`} error={props.error} />
    </div>
  );
}
