import { errorAttributes, FieldFrame } from "./FieldParts.tsx";
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
export function SelectField({
  id,
  name,
  label,
  value,
  options,
  placeholder,
  onChange,
  onBlur,
  error,
  required,
  autoComplete,
  className,
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} className={className} error={error}>
      <select
        id={id}
        name={name ?? id}
        value={value}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...errorAttributes(`${id}-error`, error)}
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
    </FieldFrame>
  );
}
