import { limits } from '../../forms/limits.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { FormCheckbox } from '../forms/fields/FormCheckbox.tsx';
import { FormTextArea } from '../forms/fields/FormTextArea.tsx';
import { FormTextField } from '../forms/fields/FormTextField.tsx';
import { useModalData, useT } from '../modals/ModalDataContext.tsx';

/** "I have read and accept the terms of use", the terms opening in a new tab so nothing typed is lost. */
function TermsLabel() {
  const t = useT();
  const { lang } = useModalData();
  const [before = '', after = ''] = t('booking.terms').split('{link}');
  return (
    <>
      {before}
      <a href={getLocalizedPath('/legal/terms-of-use', lang)} target="_blank" rel="noopener noreferrer">
        {t('booking.termsLink')}
        <span className="visually-hidden"> ({t('form.newTab')})</span>
      </a>
      {after}
    </>
  );
}

/** Step 4: how the visitor heard of the bank, a note, the Swiss-resident and terms checkboxes. */
export function AdditionalStep() {
  const t = useT();
  return (
    <>
      <FormTextField
        name="howDidYouHear"
        label={t('field.howDidYouHear')}
        hint={t('field.howDidYouHearHint')}
        maxLength={limits.howDidYouHear}
      />
      <FormTextArea
        name="note"
        label={t('booking.note')}
        hint={t('booking.noteHint')}
        maxLength={limits.message}
        optional
      />
      <FormCheckbox name="isSwissResident" label={t('booking.swissResident')} />
      <FormCheckbox name="isTermsAccepted" label={<TermsLabel />} />
    </>
  );
}
