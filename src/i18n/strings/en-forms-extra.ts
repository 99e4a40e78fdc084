/**
 * English strings added for the forms (issue 13): what each form's success says happened. Spread
 * into `en`; every other language's `*-forms-extra.ts` defines exactly these keys.
 */
export const enFormsExtra = {
  'modal.success.contact-us.title': 'Message sent',
  'modal.success.contact-us.text':
    'Thank you. We have received your message, and an adviser will reply within two working days, by e-mail or by phone.',
  'modal.success.shewealth.title': 'You are signed up for SheWealth',
  'modal.success.shewealth.text':
    'Thank you. We have registered your sign-up and will send you the programme details by e-mail.',
  'site.getApp.title': 'Get the Velora app',
  'site.getApp.text':
    'Choose the store for your phone. If it does not open by itself, use one of these links.',
  'site.getApp.appStore': 'Download on the App Store',
  'site.getApp.googlePlay': 'Get it on Google Play',
} as const;
