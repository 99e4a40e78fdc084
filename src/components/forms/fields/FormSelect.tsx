import type { ReactNode } from 'react';
import { Select, type SelectOption } from '../../ui/fields/Select.tsx';
import { useFieldBinding } from './use-field-binding.ts';

/** Props of {@link FormSelect}. */
export interface FormSelectProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder: string;
  optional?: boolean;
}

/** A {@link Select} bound to the surrounding form by name; its first choice is the empty placeholder. */
export function FormSelect({ name, label, options, placeholder, optional }: FormSelectProps) {
  const binding = useFieldBinding(name, 'select');
  return (
    <Select
      {...binding.register(name)}
      id={binding.id}
      label={label}
      options={options}
      placeholder={placeholder}
      error={binding.error}
      optionalLabel={optional ? binding.t('field.optional') : undefined}
    />
  );
}
