import type { ComponentProps, ReactNode } from 'react';
import { TextArea } from '../../ui/fields/TextArea.tsx';
import { useFieldBinding } from './use-field-binding.ts';

/** Props of {@link FormTextArea}. */
export interface FormTextAreaProps extends Omit<ComponentProps<'textarea'>, 'name' | 'id'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
}

/** A {@link TextArea} bound to the surrounding form by name. */
export function FormTextArea({ name, label, hint, optional, ...textarea }: FormTextAreaProps) {
  const binding = useFieldBinding(name, 'text');
  return (
    <TextArea
      {...textarea}
      {...binding.register(name)}
      id={binding.id}
      label={label}
      hint={hint}
      error={binding.error}
      optionalLabel={optional ? binding.t('field.optional') : undefined}
    />
  );
}
