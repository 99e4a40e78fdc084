import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '../../ui/fields/TextField.tsx';
import type { FieldKind } from '../field-errors.ts';
import { useFieldBinding } from './use-field-binding.ts';

/** Props of {@link FormTextField}. */
export interface FormTextFieldProps extends Omit<ComponentProps<'input'>, 'name' | 'id'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Marks the field optional beside its label. */
  optional?: boolean;
  /** Which wording its error message takes (defaults to text, or e-mail for `type="email"`). */
  kind?: FieldKind;
}

/** A {@link TextField} bound to the surrounding form by name. */
export function FormTextField({ name, label, hint, optional, kind, type, ...input }: FormTextFieldProps) {
  const binding = useFieldBinding(name, kind ?? (type === 'email' ? 'email' : 'text'));
  return (
    <TextField
      {...input}
      {...binding.register(name)}
      type={type}
      id={binding.id}
      label={label}
      hint={hint}
      error={binding.error}
      optionalLabel={optional ? binding.t('field.optional') : undefined}
    />
  );
}
