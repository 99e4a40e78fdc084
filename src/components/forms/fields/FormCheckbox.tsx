import type { ReactNode } from 'react';
import { Checkbox } from '../../ui/fields/Checkbox.tsx';
import { useFieldBinding } from './use-field-binding.ts';

/** A {@link Checkbox} bound to the surrounding form by name. */
export function FormCheckbox({
  name,
  label,
  required = true,
}: {
  name: string;
  label: ReactNode;
  required?: boolean;
}) {
  const binding = useFieldBinding(name, 'checkbox');
  return (
    <Checkbox
      {...binding.register(name)}
      id={binding.id}
      label={label}
      error={binding.error}
      aria-required={required || undefined}
    />
  );
}
