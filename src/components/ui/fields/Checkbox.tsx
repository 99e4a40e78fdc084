import { useId, type ComponentProps, type ReactNode } from 'react';
import { getDescriptionIds } from './FieldShell.tsx';
import './fields.css';

/** Props of {@link Checkbox}: every checkbox `<input>` prop plus its label and error. */
export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  id?: string | undefined;
  /** The label may hold a link (the privacy policy); it opens in a new tab so nothing typed is lost. */
  label: ReactNode;
  error?: string | undefined;
}

/** A checkbox with its label beside it and, when invalid, the rule's message beneath. */
export function Checkbox({ id, label, error, className, ...input }: CheckboxProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <div
      className={['field', 'field--checkbox', error ? 'field--invalid' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="field__checkbox-row">
        <input
          {...input}
          id={fieldId}
          type="checkbox"
          className="field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={getDescriptionIds(fieldId, { hint: false, error: Boolean(error) })}
        />
        <label className="field__checkbox-label" htmlFor={fieldId}>
          {label}
        </label>
      </div>
      {error && (
        <span className="field__error" id={`${fieldId}-error`}>
          <span className="field__error-icon" aria-hidden="true">
            !
          </span>
          {error}
        </span>
      )}
    </div>
  );
}
