import { ErrorText, errorAttributes, RequiredMark } from "./FieldParts.tsx";
import type { FieldError } from "./field-messages.ts";

export interface TextFieldProps {
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
  type?: "text" | "email" | "tel";
  /** The autocomplete tokens, e.g. "section-invoice billing given-name". */
  autoComplete?: string;
  className?: string;
}

/** A labelled text input with its error. */
export function TextField({ id, name, label, value, onChange, onBlur, error, required, type = "text", autoComplete, className }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        id={id}
        name={name ?? id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...errorAttributes(errorId, error)}
        onInput={(e) => onChange((e.target as HTMLInputElement).value)}
        onBlur={onBlur}
      />
      <ErrorText id={errorId} error={error} />
    </div>
  );
}
