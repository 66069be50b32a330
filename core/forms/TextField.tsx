import type { ReactNode } from "react";
import { describedAttributes, FieldFrame, type FieldProps } from "./FieldParts.tsx";

export interface TextFieldProps extends FieldProps {
  type?: "text" | "email" | "tel";
  /** The autocomplete tokens, e.g. "section-invoice billing given-name". */
  autoComplete?: string;
  /** A live note under the field (FieldFrame). */
  note?: ReactNode;
}

/** A labelled text input with its error. */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  type = "text",
  autoComplete,
  className,
  note,
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} className={className} error={error} note={note}>
      <input
        id={id}
        name={name ?? id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...describedAttributes(id, error, note)}
        onInput={(e) => onChange((e.target as HTMLInputElement).value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
