import { limits } from '../../forms/limits.ts';
import type { ModalContent } from '../modals/modal-store.ts';
import { useT } from '../modals/ModalDataContext.tsx';
import { FormCheckbox } from './fields/FormCheckbox.tsx';
import { FormPhoneField } from './fields/FormPhoneField.tsx';
import { FormSelect } from './fields/FormSelect.tsx';
import { FormTextArea } from './fields/FormTextArea.tsx';
import { FormTextField } from './fields/FormTextField.tsx';
import { PersonFields } from './fields/PersonFields.tsx';
import { FormFrame } from './FormFrame.tsx';
import { complaintSubjects } from './complaint-subjects.ts';
import { complaintForm } from './service-forms.ts';

/** The complaint form (SPEC section 3, "Complaint form"): postal address, subject from a list, phone 4 to 32. */
export function ComplaintForm({
  content,
  idBase,
}: {
  content?: ModalContent | undefined;
  idBase?: string | undefined;
}) {
  const t = useT();
  const subjects = complaintSubjects.map((value) => ({ value, label: t(`complaint.subject.${value}`) }));
  return (
    <FormFrame definition={complaintForm} content={content} idBase={idBase}>
      <PersonFields />
      <FormTextField
        name="address"
        label={t('field.address')}
        autoComplete="street-address"
        maxLength={limits.address}
      />
      <div className="form__row form__row--postal">
        <FormTextField
          name="postalCode"
          label={t('field.postalCode')}
          autoComplete="postal-code"
          maxLength={limits.postalCode}
        />
        <FormTextField
          name="city"
          label={t('field.city')}
          autoComplete="address-level2"
          maxLength={limits.city}
        />
      </div>
      <FormPhoneField />
      <FormTextField
        name="company"
        label={t('field.company')}
        autoComplete="organization"
        maxLength={limits.company}
        optional
      />
      <FormSelect
        name="service"
        label={t('field.subject')}
        options={subjects}
        placeholder={t('field.subjectPlaceholder')}
      />
      <FormTextArea name="message" label={t('field.complaint')} maxLength={limits.message} rows={5} />
      <FormCheckbox name="isTermsAccepted" label={t('field.complaintTerms')} />
    </FormFrame>
  );
}
