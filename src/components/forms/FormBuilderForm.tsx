import { useMemo } from 'react';
import { limits } from '../../forms/limits.ts';
import { useT } from '../modals/ModalDataContext.tsx';
import { FormCheckbox } from './fields/FormCheckbox.tsx';
import { FormPhoneField } from './fields/FormPhoneField.tsx';
import { FormSelect } from './fields/FormSelect.tsx';
import { FormTextArea } from './fields/FormTextArea.tsx';
import { FormTextField } from './fields/FormTextField.tsx';
import {
  createFormBuilderDefinition,
  getPhoneCodeKey,
  type FormBuilderContent,
  type FormBuilderField,
} from './form-builder.ts';
import { FormFrame } from './FormFrame.tsx';

function BuiltField({ field }: { field: FormBuilderField }) {
  const t = useT();
  const optional = !field.required;
  switch (field.kind) {
    case 'text':
      return (
        <FormTextField
          name={field.name}
          label={field.label}
          hint={field.hint}
          optional={optional}
          maxLength={limits.formBuilderFieldValue}
        />
      );
    case 'email':
      return (
        <FormTextField
          name={field.name}
          type="email"
          kind="email"
          autoComplete="email"
          label={field.label}
          hint={field.hint}
          optional={optional}
          maxLength={limits.email}
        />
      );
    case 'textarea':
      return (
        <FormTextArea
          name={field.name}
          label={field.label}
          hint={field.hint}
          optional={optional}
          maxLength={limits.formBuilderFieldValue}
        />
      );
    case 'checkbox':
      return <FormCheckbox name={field.name} label={field.label} required={field.required} />;
    case 'select':
      return (
        <FormSelect
          name={field.name}
          label={field.label}
          options={field.options}
          placeholder={t('field.choose')}
          optional={optional}
        />
      );
    case 'phone':
      return (
        <FormPhoneField
          name={field.name}
          codeName={getPhoneCodeKey(field.name)}
          label={field.label}
          optional={optional}
        />
      );
  }
}

/** A form built from content (SPEC section 2, "Other"): text, e-mail, textarea, checkbox, dropdown and phone fields. */
export function FormBuilderForm({
  content,
  idBase,
}: {
  content: FormBuilderContent;
  idBase?: string | undefined;
}) {
  const definition = useMemo(() => createFormBuilderDefinition(content), [content]);
  return (
    <FormFrame definition={definition} content={content} idBase={idBase} submitLabel={content.submitLabel}>
      {content.fields.map((field) => (
        <BuiltField key={field.name} field={field} />
      ))}
    </FormFrame>
  );
}
