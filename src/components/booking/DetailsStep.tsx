import { limits } from '../../forms/limits.ts';
import { FormPhoneField } from '../forms/fields/FormPhoneField.tsx';
import { FormTextField } from '../forms/fields/FormTextField.tsx';
import { useT } from '../modals/ModalDataContext.tsx';

/** Step 3: name, last name, e-mail and phone with its country code (default Switzerland, +41). */
export function DetailsStep() {
  const t = useT();
  return (
    <>
      <div className="form__row">
        <FormTextField
          name="name"
          label={t('field.firstName')}
          autoComplete="given-name"
          maxLength={limits.firstName}
        />
        <FormTextField
          name="lastName"
          label={t('field.lastName')}
          autoComplete="family-name"
          maxLength={limits.lastName}
        />
      </div>
      <FormTextField
        name="email"
        type="email"
        label={t('field.email')}
        autoComplete="email"
        maxLength={limits.email}
      />
      <FormPhoneField />
    </>
  );
}
