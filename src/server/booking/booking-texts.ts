/** The visitor-facing texts of the booking confirmation e-mail and the cancel page, per language. */
export type TextLanguage = 'en' | 'de' | 'fr' | 'it';

export interface BookingTexts {
  locale: string;
  subject: string;
  greeting: string;
  confirmed: string;
  when: string;
  topic: string;
  reference: string;
  calendar: string;
  cancelIntro: string;
  closing: string;
  pageTitle: string;
  pageQuestion: string;
  pageButton: string;
  cancelled: string;
  expired: string;
  invalid: string;
}

export const bookingTexts: Readonly<Record<TextLanguage, BookingTexts>> = {
  en: {
    locale: 'en-CH',
    subject: 'Your call with Velora on {date}',
    greeting: 'Hello {name},',
    confirmed: 'your call with a Velora adviser is booked.',
    when: 'When',
    topic: 'Topic',
    reference: 'Reference',
    calendar: 'The attached calendar file adds the call to your calendar.',
    cancelIntro: 'Cannot make it? Cancel the appointment here (until it starts):',
    closing: 'Kind regards,\nVelora',
    pageTitle: 'Cancel your appointment',
    pageQuestion: 'Do you want to cancel your call with Velora?',
    pageButton: 'Cancel the appointment',
    cancelled: 'Your appointment is cancelled. The time slot is free again.',
    expired: 'This appointment has started or is over; it can no longer be cancelled online. Please call us.',
    invalid: 'This cancel link is not valid. Please use the link in your confirmation e-mail, or call us.',
  },
  de: {
    locale: 'de-CH',
    subject: 'Ihr Gespräch mit Velora am {date}',
    greeting: 'Guten Tag {name}',
    confirmed: 'Ihr Gespräch mit einer Beraterin oder einem Berater von Velora ist gebucht.',
    when: 'Wann',
    topic: 'Thema',
    reference: 'Referenz',
    calendar: 'Mit der angehängten Kalenderdatei tragen Sie das Gespräch in Ihren Kalender ein.',
    cancelIntro: 'Sie können nicht? Hier sagen Sie den Termin ab (bis zu seinem Beginn):',
    closing: 'Freundliche Grüsse\nVelora',
    pageTitle: 'Termin absagen',
    pageQuestion: 'Möchten Sie Ihr Gespräch mit Velora absagen?',
    pageButton: 'Termin absagen',
    cancelled: 'Ihr Termin ist abgesagt. Das Zeitfenster ist wieder frei.',
    expired:
      'Dieser Termin hat begonnen oder ist vorbei; er kann nicht mehr online abgesagt werden. Bitte rufen Sie uns an.',
    invalid:
      'Dieser Absage-Link ist ungültig. Bitte nutzen Sie den Link aus Ihrer Bestätigungs-E-Mail oder rufen Sie uns an.',
  },
  fr: {
    locale: 'fr-CH',
    subject: 'Votre entretien avec Velora le {date}',
    greeting: 'Bonjour {name},',
    confirmed: 'votre entretien avec un conseiller ou une conseillère Velora est réservé.',
    when: 'Quand',
    topic: 'Sujet',
    reference: 'Référence',
    calendar: 'Le fichier de calendrier joint ajoute l’entretien à votre agenda.',
    cancelIntro: 'Vous êtes empêché ? Annulez le rendez-vous ici (jusqu’à son début) :',
    closing: 'Meilleures salutations,\nVelora',
    pageTitle: 'Annuler votre rendez-vous',
    pageQuestion: 'Voulez-vous annuler votre entretien avec Velora ?',
    pageButton: 'Annuler le rendez-vous',
    cancelled: 'Votre rendez-vous est annulé. Le créneau est de nouveau libre.',
    expired: 'Ce rendez-vous a commencé ou est passé ; il ne peut plus être annulé en ligne. Appelez-nous.',
    invalid:
      'Ce lien d’annulation n’est pas valable. Utilisez le lien de votre e-mail de confirmation, ou appelez-nous.',
  },
  it: {
    locale: 'it-CH',
    subject: 'Il suo colloquio con Velora il {date}',
    greeting: 'Buongiorno {name},',
    confirmed: 'il suo colloquio con una consulente o un consulente Velora è prenotato.',
    when: 'Quando',
    topic: 'Tema',
    reference: 'Riferimento',
    calendar: 'Il file di calendario allegato aggiunge il colloquio alla sua agenda.',
    cancelIntro: 'Non può partecipare? Annulli l’appuntamento qui (fino al suo inizio):',
    closing: 'Cordiali saluti,\nVelora',
    pageTitle: 'Annullare l’appuntamento',
    pageQuestion: 'Vuole annullare il suo colloquio con Velora?',
    pageButton: 'Annulla l’appuntamento',
    cancelled: 'Il suo appuntamento è annullato. La fascia oraria è di nuovo libera.',
    expired: 'Questo appuntamento è iniziato o è passato; non può più essere annullato online. Ci chiami.',
    invalid:
      'Questo link di annullamento non è valido. Usi il link della sua e-mail di conferma, oppure ci chiami.',
  },
};

/** The texts of `lang`, English for anything else. */
export function getBookingTexts(lang: unknown): BookingTexts {
  return lang === 'de' || lang === 'fr' || lang === 'it' ? bookingTexts[lang] : bookingTexts.en;
}

/** The appointment's time in Zurich, e.g. "Tuesday, 1 December 2026, 09:00–09:30". */
export function formatAppointmentTime(texts: BookingTexts, start: Date, end: Date): string {
  const day = new Intl.DateTimeFormat(texts.locale, {
    timeZone: 'Europe/Zurich',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat(texts.locale, {
    timeZone: 'Europe/Zurich',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${day}, ${time.format(start)}–${time.format(end)} (Zurich)`;
}
