import { useModalData, useT } from '../../modals/ModalDataContext.tsx';

/**
 * "I have read and accept the privacy policy", the policy linked in a new tab (SPEC section 2) so
 * nothing typed in the form is lost.
 */
export function PrivacyPolicyLabel() {
  const t = useT();
  const { links } = useModalData();
  const [before = '', after = ''] = t('field.privacyPolicy').split('{link}');
  return (
    <>
      {before}
      <a href={links.privacyPolicy} target="_blank" rel="noopener noreferrer">
        {t('field.privacyPolicyLink')}
        <span className="visually-hidden"> ({t('form.newTab')})</span>
      </a>
      {after}
    </>
  );
}
