import type { enFormsExtra } from './en-forms-extra.ts';

/** German strings added for the forms (issue 13); the keys of `en-forms-extra.ts`. */
export const deFormsExtra = {
  'modal.success.contact-us.title': 'Nachricht gesendet',
  'modal.success.contact-us.text':
    'Vielen Dank. Wir haben Ihre Nachricht erhalten; eine Beraterin oder ein Berater antwortet Ihnen innert zwei Arbeitstagen per E-Mail oder Telefon.',
  'modal.success.shewealth.title': 'Sie sind bei SheWealth angemeldet',
  'modal.success.shewealth.text':
    'Vielen Dank. Wir haben Ihre Anmeldung erhalten und senden Ihnen die Einzelheiten zum Programm per E-Mail.',
  'site.getApp.title': 'Die Velora App herunterladen',
  'site.getApp.text':
    'Wählen Sie den Store für Ihr Telefon. Öffnet er sich nicht von selbst, nutzen Sie einen dieser Links.',
  'site.getApp.appStore': 'Laden im App Store',
  'site.getApp.googlePlay': 'Jetzt bei Google Play',
} as const satisfies Record<keyof typeof enFormsExtra, string>;
