import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldShell, getDescriptionIds } from './FieldShell.tsx';

/** Props of {@link TextField}: every `<input>` prop plus the field frame's. */
export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id?: string | undefined;
  label: ReactNode;
  hint?: ReactNode | undefined;
  error?: string | undefined;
  optionalLabel?: string | undefined;
}

/** A labelled text input (text, e-mail, tel, ...) with its hint and error message wired by id. */
export function TextField({
  id,
  label,
  hint,
  error,
  optionalLabel,
  className,
  type = 'text',
  ...input
}: TextFieldProps) {
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
      <input
        {...input}
        id={fieldId}
        type={type}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={getDescriptionIds(fieldId, { hint: Boolean(hint), error: Boolean(error) })}
      />
    </FieldShell>
  );
}
