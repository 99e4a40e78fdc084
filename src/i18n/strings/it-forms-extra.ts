import type { enFormsExtra } from './en-forms-extra.ts';

/** Italian strings added for the forms (issue 13), in the formal register; the keys of `en-forms-extra.ts`. */
export const itFormsExtra = {
  'modal.success.contact-us.title': 'Messaggio inviato',
  'modal.success.contact-us.text':
    'Grazie. Abbiamo ricevuto il Suo messaggio; un consulente Le risponderà entro due giorni lavorativi, per e-mail o per telefono.',
  'modal.success.shewealth.title': 'La Sua iscrizione a SheWealth è registrata',
  'modal.success.shewealth.text':
    'Grazie. Abbiamo registrato la Sua iscrizione e Le invieremo i dettagli del programma per e-mail.',
  'site.getApp.title': 'Scarichi l’app Velora',
  'site.getApp.text':
    'Scelga lo store del Suo telefono. Se non si apre da solo, utilizzi uno di questi link.',
  'site.getApp.appStore': 'Scarica dall’App Store',
  'site.getApp.googlePlay': 'Disponibile su Google Play',
} as const satisfies Record<keyof typeof enFormsExtra, string>;
