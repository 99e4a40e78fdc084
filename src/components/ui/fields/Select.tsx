import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldShell, getDescriptionIds } from './FieldShell.tsx';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link Select}: every `<select>` prop plus the field frame's and the options. */
export interface SelectProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  id?: string | undefined;
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of the empty first choice ("Choose a subject"); its value is the empty string. */
  placeholder?: string | undefined;
  hint?: ReactNode | undefined;
  error?: string | undefined;
  optionalLabel?: string | undefined;
}

/** A labelled native dropdown select: accessible and keyboard-friendly on every platform. */
export function Select({
  id,
  label,
  options,
  placeholder,
  hint,
  error,
  optionalLabel,
  className,
  ...select
}: SelectProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      optionalLabel={optionalLabel}
      className={className}
    >
      <select
        {...select}
        id={fieldId}
        className="field__control field__control--select"
        aria-invalid={error ? true : undefined}
        aria-describedby={getDescriptionIds(fieldId, { hint: Boolean(hint), error: Boolean(error) })}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
