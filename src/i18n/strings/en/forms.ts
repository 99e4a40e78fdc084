/**
 * English UI strings of forms and modals: fields, validation and error messages, verification, complaint, SMS: the reference set. Every other language's
 * `forms.ts` has exactly these keys (its type requires it; translate.test.ts checks it at run time).
 */
export const forms = {
  'modal.close': 'Close',
  'modal.ok': 'OK',
  'modal.subscribe.title': 'Subscribe to our newsletter',
  'modal.subscribe.intro':
    'News on banking, saving and investing, once a month in your inbox. You can unsubscribe at any time.',
  'modal.contact-us.title': 'Contact us',
  'modal.contact-us.intro':
    'Tell us how we can help. An adviser will get back to you within two working days.',
  'modal.contact-extended.title': 'Switch your bank to Velora',
  'modal.contact-extended.intro':
    'Leave your details and an adviser will call you to plan your switch, step by step.',
  'modal.complaint.title': 'Submit a complaint',
  'modal.complaint.intro':
    'We are sorry something went wrong. Describe what happened and we will reply in writing.',
  'modal.amg-contact.title': 'Talk to our asset management team',
  'modal.amg-contact.intro':
    'Private or company assets: tell us about your needs and we will arrange a first conversation.',
  'modal.shewealth.title': 'Join SheWealth',
  'modal.shewealth.intro':
    'Events, coaching and a community for women who take their finances into their own hands.',
  'modal.download-app.title': 'Get the Velora app',
  'modal.download-app.intro':
    'Scan the QR code with your phone’s camera, or receive the download link by SMS.',
  'modal.download-app.qrAlt': 'QR code linking to the Velora app download page',
  'modal.download-app.qrCaption': 'Scan with your phone camera',
  'modal.success.title': 'Thank you',
  'modal.success.text': 'We have received your message and will get back to you within two working days.',
  'modal.error.title': 'Your request could not be sent',
  'modal.error.text':
    'Something went wrong on our side. Please try again in a few minutes. If it is urgent, please use the phone number on our contact page.',
  'modal.subscribe-success.title': 'You are subscribed',
  'modal.subscribe-success.text': 'Thank you. Our next newsletter will arrive in your inbox.',
  'modal.sms-success.title': 'SMS on its way',
  'modal.sms-success.text': 'We have sent the download link to your phone. Open it to install the app.',
  'modal.financial-report-success.title': 'Request received',
  'modal.financial-report-success.text': 'We will send the report to your e-mail address shortly.',
  'modal.lost-card-success.title': 'Your card is being blocked',
  'modal.lost-card-success.text':
    'We have received your report and are blocking the card. We will call you back on the number you gave to confirm.',
  'modal.schedule-a-call-success.title': 'Your call is booked',
  'modal.schedule-a-call-success.text':
    'Thank you. You will receive a confirmation by e-mail with the date and time of your call.',
  'modal.simple-contact-success.title': 'Thank you',
  'modal.simple-contact-success.text': 'We have received your details and will be in touch soon.',
  'modal.message-sent-success.title': 'Message sent',
  'modal.message-sent-success.text': 'Thank you. An adviser will contact you within two working days.',
  'modal.amg-success.title': 'Thank you for your interest',
  'modal.amg-success.text': 'Our asset management team will contact you within two working days.',
  'modal.triple-a-success.title': 'Thank you for your request',
  'modal.triple-a-success.text': 'A Triple A adviser will contact you within two working days.',
  'modal.form-builder-success.title': 'Thank you',
  'modal.form-builder-success.text': 'Your answers have been sent.',
  'form.fieldsLegend': 'Your details',
  'form.submit': 'Send',
  'form.sending': 'Sending…',
  'form.subscribe': 'Subscribe',
  'form.signUp': 'Sign up',
  'form.blockCard': 'Block my card',
  'form.requestReport': 'Request the report',
  'form.newTab': 'opens in a new tab',
  'field.optional': 'optional',
  'field.firstName': 'First name',
  'field.lastName': 'Last name',
  'field.email': 'E-mail',
  'field.phone': 'Phone number',
  'field.phoneHint': 'Choose the country code, then enter the number without the leading 0.',
  'field.phoneCountry': 'Country code: {country} +{code}',
  'field.phoneCountrySearch': 'Search for a country or code',
  'field.phoneCountryList': 'Countries',
  'field.phoneCountryNone': 'No country found.',
  'field.isCustomer': 'I am already a Velora client',
  'field.howDidYouHear': 'How did you hear about us?',
  'field.howDidYouHearHint': 'For example through a friend, an article or a search engine.',
  'field.howDidYouHearCustomer': 'Not needed: you are already a client.',
  'field.message': 'Your message',
  'field.swissResident': 'I confirm that I am a Swiss tax resident',
  'field.privacyPolicy': 'I have read and accept the {link}',
  'field.privacyPolicyLink': 'privacy policy',
  'field.address': 'Street and number',
  'field.postalCode': 'Postcode',
  'field.city': 'Town',
  'field.company': 'Company',
  'field.subject': 'Subject',
  'field.subjectPlaceholder': 'Choose a subject',
  'field.choose': 'Please choose',
  'field.complaint': 'Your complaint',
  'field.complaintTerms':
    'I confirm that my details are correct and agree that Velora uses them to handle my complaint.',
  'field.shewealthTerms': 'I accept the SheWealth programme conditions',
  'field.dateOfBirth': 'Date of birth',
  'field.dateOfBirthHint': 'As DD.MM.YYYY, for example 24.03.1985.',
  'field.cardLastDigits': 'Last four digits of the card',
  'field.cardLastDigitsHint': 'If you know them: they help us find the right card.',
  'field.blockCard': 'Block my card now. I understand that a blocked card cannot be used again.',
  'error.invalid-field': 'Please fill in this field.',
  'error.invalid-characters':
    'Please remove invisible characters from this field: line breaks (in a one-line field) and text-direction or control marks.',
  'error.invalid-email': 'Please enter a valid e-mail address, for example name@example.ch.',
  'error.invalid-phone':
    'Please enter a complete number for the chosen country code, without the leading 0, in digits and spaces – for example 79 123 45 67 for +41.',
  'error.invalid-service': 'Please choose an option from the list.',
  'error.invalid-timeslot': 'Please choose a time slot.',
  'error.required-checkbox': 'Please tick this box to continue.',
  'error.invalid-date':
    'Please enter your date of birth as DD.MM.YYYY, for example 24.03.1985: a real date, after 1900 and not in the future.',
  'error.invalid-card-digits': 'Please enter exactly four digits, or leave this field empty.',
  'error.sms-country':
    'We can send the link only to mobile numbers in Switzerland, Liechtenstein, Austria, Germany, France and Italy.',
  'error.sms-not-mobile':
    'Please enter a mobile number: we cannot send an SMS to a landline, toll-free or premium-rate number.',
  'error.sms-limit': 'This number has already received our SMS several times today. Please try again later.',
  'error.booking-limit':
    'You already have two upcoming calls with us. Please cancel one with the link in its confirmation e-mail first.',
  'captcha.title': 'Please confirm that you are human',
  'captcha.text':
    'Our automatic check could not confirm it this time. Complete the challenge below and we will send your request.',
  'captcha.loading': 'Loading the challenge…',
  'captcha.cancel': 'Cancel',
  'sms.title': 'Get the link by SMS',
  'sms.phone': 'Your mobile number',
  'sms.submit': 'Send me the link',
  'complaint.subject.account': 'Account',
  'complaint.subject.cards': 'Cards',
  'complaint.subject.payments': 'Payments and transfers',
  'complaint.subject.investments': 'Investments',
  'complaint.subject.pension': 'Pillar 3a',
  'complaint.subject.app': 'App and online banking',
  'complaint.subject.fees': 'Fees',
  'complaint.subject.service': 'Customer service',
  'complaint.subject.other': 'Other',
  'complaint.successTitle': 'We have received your complaint',
  'complaint.successText': 'Thank you for letting us know. We will reply in writing within ten working days.',
  'complaint.reference': 'Your reference number: {reference}',
  'modal.success.contact-us.title': 'Message sent',
  'modal.success.contact-us.text':
    'Thank you. We have received your message, and an adviser will reply within two working days, by e-mail or by phone.',
  'modal.success.shewealth.title': 'You are signed up for SheWealth',
  'modal.success.shewealth.text':
    'Thank you. We have registered your sign-up and will send you the programme details by e-mail.',
} as const;

/** The shape every language's forms strings must have: exactly these keys. */
export type FormsStrings = Record<keyof typeof forms, string>;
