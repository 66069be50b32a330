import type { ReactNode } from "react";
import { ErrorText, errorAttributes, RequiredMark } from "./FieldParts.tsx";
import type { FieldError } from "./field-messages.ts";

export interface CheckboxProps {
  /** Unique in the element's shadow root; also the name unless `name` is given. */
  id: string;
  name?: string;
  /** May hold links (terms, privacy notice). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: FieldError | null | undefined;
  /** Instead of an error of its own: the id of the one message shown for several boxes (core/address-forms/TermsAndPrivacy.tsx). */
  invalidBy?: string | undefined;
  required?: boolean;
  className?: string;
}

/** A checkbox with its label after it and its error below (e.g. the checkout's confirmations). */
export function Checkbox({ id, name, label, checked, onChange, onBlur, error, invalidBy, required, className }: CheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className ? `field checkbox ${className}` : "field checkbox"}>
      <input
        type="checkbox"
        id={id}
        name={name ?? id}
        checked={checked}
        aria-required={required || undefined}
        {...(invalidBy ? { "aria-invalid": true, "aria-describedby": invalidBy } : errorAttributes(errorId, error))}
        onChange={(e) => onChange((e.target as HTMLInputElement).checked)}
        onBlur={onBlur}
      />
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {invalidBy === undefined && <ErrorText id={errorId} error={error} />}
    </div>
  );
}
