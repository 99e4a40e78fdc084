import { limits } from '../../../forms/limits.ts';
import { useT } from '../../modals/ModalDataContext.tsx';
import { FormCheckbox } from './FormCheckbox.tsx';
import { FormTextField } from './FormTextField.tsx';
import { PrivacyPolicyLabel } from './PrivacyPolicyLabel.tsx';

/** First name and last name side by side (stacked on narrow screens), then the e-mail. */
export function PersonFields({ email = true }: { email?: boolean }) {
  const t = useT();
  return (
    <>
      <div className="form__row">
        <FormTextField
          name="firstName"
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
      {email && (
        <FormTextField
          name="email"
          type="email"
          label={t('field.email')}
          autoComplete="email"
          maxLength={limits.email}
        />
      )}
    </>
  );
}

/** The Swiss tax residency and privacy policy confirmations (either can be left out). */
export function ConfirmationFields({
  swissResident = true,
  privacyPolicy = true,
}: {
  swissResident?: boolean;
  privacyPolicy?: boolean;
}) {
  const t = useT();
  return (
    <>
      {swissResident && <FormCheckbox name="isSwissResidentConfirmed" label={t('field.swissResident')} />}
      {privacyPolicy && <FormCheckbox name="isPrivacyPolicyConfirmed" label={<PrivacyPolicyLabel />} />}
    </>
  );
}
