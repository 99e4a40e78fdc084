import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldShell, getDescriptionIds } from './FieldShell.tsx';

/** Props of {@link TextArea}: every `<textarea>` prop plus the field frame's. */
export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  id?: string | undefined;
  label: ReactNode;
  hint?: ReactNode | undefined;
  error?: string | undefined;
  optionalLabel?: string | undefined;
}

/** A labelled multi-line text field with its hint and error message wired by id. */
export function TextArea({
  id,
  label,
  hint,
  error,
  optionalLabel,
  className,
  rows = 4,
  ...textarea
}: TextAreaProps) {
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
      <textarea
        {...textarea}
        id={fieldId}
        rows={rows}
        className="field__control field__control--textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={getDescriptionIds(fieldId, { hint: Boolean(hint), error: Boolean(error) })}
      />
    </FieldShell>
  );
}
