import type { enFormsExtra } from './en-forms-extra.ts';

/** French strings added for the forms (issue 13); the keys of `en-forms-extra.ts`. */
export const frFormsExtra = {
  'modal.success.contact-us.title': 'Message envoyé',
  'modal.success.contact-us.text':
    'Merci. Nous avons bien reçu votre message ; un conseiller vous répondra dans les deux jours ouvrables, par e-mail ou par téléphone.',
  'modal.success.shewealth.title': 'Votre inscription à SheWealth est enregistrée',
  'modal.success.shewealth.text':
    'Merci. Nous avons enregistré votre inscription et vous enverrons les détails du programme par e-mail.',
  'site.getApp.title': 'Télécharger l’app Velora',
  'site.getApp.text':
    'Choisissez le store de votre téléphone. S’il ne s’ouvre pas de lui-même, utilisez l’un de ces liens.',
  'site.getApp.appStore': 'Télécharger dans l’App Store',
  'site.getApp.googlePlay': 'Disponible sur Google Play',
} as const satisfies Record<keyof typeof enFormsExtra, string>;
