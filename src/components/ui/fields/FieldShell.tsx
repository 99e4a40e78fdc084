import type { ReactNode } from 'react';
import './fields.css';

/** The ids a field's control points at with `aria-describedby`. */
export function getDescriptionIds(
  id: string,
  options: { hint: boolean; error: boolean },
): string | undefined {
  const ids = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return ids === '' ? undefined : ids;
}

/** Props of {@link FieldShell}. */
export interface FieldShellProps {
  /** Id of the control the label names. */
  id: string;
  label: ReactNode;
  /** Help shown under the label, e.g. the expected format. */
  hint?: ReactNode | undefined;
  /** The rule's message; its presence puts the field in its error state. */
  error?: string | undefined;
  /** Shown after the label of an optional field, e.g. "optional". */
  optionalLabel?: string | undefined;
  /** `label` (default) names the control with `<label for>`; `group` with a `<span>` (composite controls name themselves). */
  labelAs?: 'label' | 'span';
  className?: string | undefined;
  children: ReactNode;
}

/**
 * The frame shared by every field: label, optional marker, hint, the control and, when invalid,
 * the rule's message beneath (SPEC section 2, "Other").
 */
export function FieldShell({
  id,
  label,
  hint,
  error,
  optionalLabel,
  labelAs = 'label',
  className,
  children,
}: FieldShellProps) {
  const labelContent = (
    <>
      {label}
      {optionalLabel && <span className="field__optional"> ({optionalLabel})</span>}
    </>
  );
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      {labelAs === 'label' ? (
        <label className="field__label" htmlFor={id}>
          {labelContent}
        </label>
      ) : (
        <span className="field__label" id={`${id}-label`}>
          {labelContent}
        </span>
      )}
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {children}
      {error && (
        <span className="field__error" id={`${id}-error`}>
          <span className="field__error-icon" aria-hidden="true">
            !
          </span>
          {error}
        </span>
      )}
    </div>
  );
}
