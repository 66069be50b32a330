import { ErrorText, errorAttributes, RequiredMark } from "./FieldParts.tsx";
import type { FieldError } from "./field-messages.ts";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  /** Unique in the element's shadow root; also the name unless `name` is given. */
  id: string;
  name?: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** Text of the empty first option ("Bitte wählen"); without it there is no empty option. */
  placeholder?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: FieldError | null | undefined;
  required?: boolean;
  autoComplete?: string;
  className?: string;
}

/** A labelled native select with its error. */
export function SelectField({ id, name, label, value, options, placeholder, onChange, onBlur, error, required, autoComplete, className }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        id={id}
        name={name ?? id}
        value={value}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...errorAttributes(errorId, error)}
        onChange={(e) => onChange((e.target as HTMLSelectElement).value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={errorId} error={error} />
    </div>
  );
}
