import type { FormsStrings } from '../en/forms.ts';

/** Italian UI strings of forms and modals: fields, validation and error messages, verification, complaint, SMS. */
export const forms: FormsStrings = {
  'modal.close': 'Chiudi',
  'modal.ok': 'OK',
  'modal.subscribe.title': 'Si iscriva alla nostra newsletter',
  'modal.subscribe.intro':
    'Novità su conto, risparmio e investimenti, una volta al mese nella sua casella di posta. Può disiscriversi in qualsiasi momento.',
  'modal.contact-us.title': 'Ci contatti',
  'modal.contact-us.intro':
    'Ci dica come possiamo aiutarla. Un consulente le risponderà entro due giorni lavorativi.',
  'modal.contact-extended.title': 'Passi a Velora',
  'modal.contact-extended.intro':
    'Ci lasci i suoi dati: un consulente la chiamerà per pianificare il cambio di banca, passo dopo passo.',
  'modal.complaint.title': 'Presentare un reclamo',
  'modal.complaint.intro':
    'Ci dispiace che qualcosa non sia andato bene. Descriva che cosa è successo e le risponderemo per iscritto.',
  'modal.amg-contact.title': 'Parli con il nostro team di gestione patrimoniale',
  'modal.amg-contact.intro':
    'Patrimonio privato o aziendale: ci descriva le sue esigenze e organizzeremo un primo colloquio.',
  'modal.shewealth.title': 'Partecipi a SheWealth',
  'modal.shewealth.intro':
    'Eventi, coaching e una comunità per le donne che prendono in mano le proprie finanze.',
  'modal.download-app.title': 'Scarichi l’app Velora',
  'modal.download-app.intro':
    'Scansioni il codice QR con la fotocamera del telefono oppure riceva il link di download via SMS.',
  'modal.download-app.qrAlt': 'Codice QR che porta alla pagina di download dell’app Velora',
  'modal.download-app.qrCaption': 'Scansioni con la fotocamera',
  'modal.success.title': 'Grazie',
  'modal.success.text': 'Abbiamo ricevuto il suo messaggio e le risponderemo entro due giorni lavorativi.',
  'modal.error.title': 'Non è stato possibile inviare la richiesta',
  'modal.error.text':
    'Si è verificato un problema da parte nostra. Riprovi tra qualche minuto. Se è urgente, ci chiami al numero indicato nella nostra pagina di contatto.',
  'modal.subscribe-success.title': 'Iscrizione completata',
  'modal.subscribe-success.text':
    'Grazie. La nostra prossima newsletter arriverà nella sua casella di posta.',
  'modal.sms-success.title': 'SMS in arrivo',
  'modal.sms-success.text':
    'Abbiamo inviato il link di download al suo telefono. Lo apra per installare l’app.',
  'modal.financial-report-success.title': 'Richiesta ricevuta',
  'modal.financial-report-success.text': 'Le invieremo a breve il rapporto al suo indirizzo e-mail.',
  'modal.lost-card-success.title': 'La sua carta viene bloccata',
  'modal.lost-card-success.text':
    'Abbiamo ricevuto la sua segnalazione e stiamo bloccando la carta. La richiameremo al numero indicato per conferma.',
  'modal.schedule-a-call-success.title': 'La sua chiamata è prenotata',
  'modal.schedule-a-call-success.text':
    'Grazie. Riceverà una conferma via e-mail con la data e l’ora della chiamata.',
  'modal.simple-contact-success.title': 'Grazie',
  'modal.simple-contact-success.text': 'Abbiamo ricevuto i suoi dati e la contatteremo presto.',
  'modal.message-sent-success.title': 'Messaggio inviato',
  'modal.message-sent-success.text': 'Grazie. Un consulente la contatterà entro due giorni lavorativi.',
  'modal.amg-success.title': 'Grazie per il suo interesse',
  'modal.amg-success.text':
    'Il nostro team di gestione patrimoniale la contatterà entro due giorni lavorativi.',
  'modal.triple-a-success.title': 'Grazie per la sua richiesta',
  'modal.triple-a-success.text': 'Un consulente Triple A la contatterà entro due giorni lavorativi.',
  'modal.form-builder-success.title': 'Grazie',
  'modal.form-builder-success.text': 'Le sue risposte sono state inviate.',
  'form.fieldsLegend': 'I suoi dati',
  'form.submit': 'Invia',
  'form.sending': 'Invio in corso…',
  'form.subscribe': 'Iscriversi',
  'form.signUp': 'Partecipare',
  'form.blockCard': 'Blocca la mia carta',
  'form.requestReport': 'Richiedi il rapporto',
  'form.newTab': 'si apre in una nuova scheda',
  'field.optional': 'facoltativo',
  'field.firstName': 'Nome',
  'field.lastName': 'Cognome',
  'field.email': 'E-mail',
  'field.phone': 'Numero di telefono',
  'field.phoneHint': 'Scelga il prefisso del paese, poi inserisca il numero senza lo 0 iniziale.',
  'field.phoneCountry': 'Prefisso: {country} +{code}',
  'field.phoneCountrySearch': 'Cerchi un paese o un prefisso',
  'field.phoneCountryList': 'Paesi',
  'field.phoneCountryNone': 'Nessun paese trovato.',
  'field.isCustomer': 'Sono già cliente di Velora',
  'field.howDidYouHear': 'Come ha conosciuto Velora?',
  'field.howDidYouHearHint': 'Ad esempio tramite un amico, un articolo o un motore di ricerca.',
  'field.howDidYouHearCustomer': 'Non necessario: è già cliente.',
  'field.message': 'Il suo messaggio',
  'field.swissResident': 'Confermo di essere fiscalmente residente in Svizzera',
  'field.privacyPolicy': 'Ho letto e accetto l’{link}',
  'field.privacyPolicyLink': 'informativa sulla privacy',
  'field.address': 'Via e numero',
  'field.postalCode': 'NPA',
  'field.city': 'Località',
  'field.company': 'Azienda',
  'field.subject': 'Oggetto',
  'field.subjectPlaceholder': 'Scelga un oggetto',
  'field.choose': 'Scelga',
  'field.complaint': 'Il suo reclamo',
  'field.complaintTerms':
    'Confermo che i miei dati sono corretti e accetto che Velora li utilizzi per trattare il mio reclamo.',
  'field.shewealthTerms': 'Accetto le condizioni del programma SheWealth',
  'field.dateOfBirth': 'Data di nascita',
  'field.dateOfBirthHint': 'Nel formato GG.MM.AAAA, ad esempio 24.03.1985.',
  'field.cardLastDigits': 'Ultime quattro cifre della carta',
  'field.cardLastDigitsHint': 'Se le conosce, ci aiutano a trovare la carta giusta.',
  'field.blockCard':
    'Blocca subito la mia carta. Sono consapevole che una carta bloccata non può più essere utilizzata.',
  'error.invalid-field': 'Compili questo campo.',
  'error.invalid-characters':
    'Rimuova i caratteri invisibili da questo campo: gli a capo (in un campo di una riga) e i segni di direzione del testo o di controllo.',
  'error.invalid-email': 'Inserisca un indirizzo e-mail valido, ad esempio nome@esempio.ch.',
  'error.invalid-phone':
    'Inserisca un numero completo per il prefisso scelto, senza lo 0 iniziale, solo cifre e spazi – ad esempio 79 123 45 67 per +41.',
  'error.invalid-service': 'Scelga un’opzione dall’elenco.',
  'error.invalid-timeslot': 'Scelga una fascia oraria.',
  'error.required-checkbox': 'Spunti questa casella per continuare.',
  'error.invalid-date':
    'Inserisca la sua data di nascita nel formato GG.MM.AAAA, ad esempio 24.03.1985: una data reale, dopo il 1900 e non nel futuro.',
  'error.invalid-card-digits': 'Inserisca esattamente quattro cifre oppure lasci vuoto il campo.',
  'error.sms-country':
    'Inviamo il link solo a numeri di cellulare di Svizzera, Liechtenstein, Austria, Germania, Francia e Italia.',
  'error.sms-not-mobile':
    'Inserisca un numero di cellulare: non inviamo SMS a numeri fissi, gratuiti o a pagamento.',
  'error.sms-limit': 'Questo numero ha già ricevuto il nostro SMS più volte oggi. Riprovi più tardi.',
  'error.booking-limit':
    'Ha già due colloqui in programma con noi. Ne annulli prima uno con il link della sua e-mail di conferma.',
  'captcha.title': 'Confermi di non essere un robot',
  'captcha.text':
    'Il nostro controllo automatico questa volta non ha potuto confermarlo. Risolva la verifica qui sotto e invieremo la sua richiesta.',
  'captcha.loading': 'Caricamento della verifica…',
  'captcha.cancel': 'Annulla',
  'sms.title': 'Riceva il link via SMS',
  'sms.phone': 'Il suo numero di cellulare',
  'sms.submit': 'Inviatemi il link',
  'complaint.subject.account': 'Conto',
  'complaint.subject.cards': 'Carte',
  'complaint.subject.payments': 'Pagamenti e bonifici',
  'complaint.subject.investments': 'Investimenti',
  'complaint.subject.pension': 'Pilastro 3a',
  'complaint.subject.app': 'App e e-banking',
  'complaint.subject.fees': 'Commissioni',
  'complaint.subject.service': 'Servizio clienti',
  'complaint.subject.other': 'Altro',
  'complaint.successTitle': 'Abbiamo ricevuto il suo reclamo',
  'complaint.successText':
    'Grazie per avercelo segnalato. Le risponderemo per iscritto entro dieci giorni lavorativi.',
  'complaint.reference': 'Il suo numero di riferimento: {reference}',
  'modal.success.contact-us.title': 'Messaggio inviato',
  'modal.success.contact-us.text':
    'Grazie. Abbiamo ricevuto il suo messaggio; un consulente le risponderà entro due giorni lavorativi, per e-mail o per telefono.',
  'modal.success.shewealth.title': 'La sua iscrizione a SheWealth è registrata',
  'modal.success.shewealth.text':
    'Grazie. Abbiamo registrato la sua iscrizione e le invieremo i dettagli del programma per e-mail.',
};
