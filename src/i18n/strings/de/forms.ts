import type { FormsStrings } from '../en/forms.ts';

/** German UI strings of forms and modals: fields, validation and error messages, verification, complaint, SMS. */
export const forms: FormsStrings = {
  'modal.close': 'Schliessen',
  'modal.ok': 'OK',
  'modal.subscribe.title': 'Newsletter abonnieren',
  'modal.subscribe.intro':
    'Neuigkeiten zu Konto, Sparen und Anlegen, einmal im Monat in Ihrem Posteingang. Sie können sich jederzeit abmelden.',
  'modal.contact-us.title': 'Kontakt',
  'modal.contact-us.intro':
    'Sagen Sie uns, wie wir helfen können. Eine Beraterin oder ein Berater meldet sich innert zwei Arbeitstagen.',
  'modal.contact-extended.title': 'Wechseln Sie zu Velora',
  'modal.contact-extended.intro':
    'Hinterlassen Sie Ihre Angaben, und eine Beraterin oder ein Berater plant Ihren Wechsel mit Ihnen, Schritt für Schritt.',
  'modal.complaint.title': 'Beschwerde einreichen',
  'modal.complaint.intro':
    'Es tut uns leid, dass etwas schiefgelaufen ist. Beschreiben Sie, was passiert ist, und wir antworten Ihnen schriftlich.',
  'modal.amg-contact.title': 'Sprechen Sie mit unserem Vermögensverwaltungsteam',
  'modal.amg-contact.intro':
    'Privat- oder Firmenvermögen: Schildern Sie uns Ihre Bedürfnisse, und wir vereinbaren ein erstes Gespräch.',
  'modal.shewealth.title': 'Bei SheWealth mitmachen',
  'modal.shewealth.intro':
    'Anlässe, Coaching und eine Gemeinschaft für Frauen, die ihre Finanzen selbst in die Hand nehmen.',
  'modal.download-app.title': 'Die Velora-App herunterladen',
  'modal.download-app.intro':
    'Scannen Sie den QR-Code mit der Kamera Ihres Handys, oder erhalten Sie den Download-Link per SMS.',
  'modal.download-app.qrAlt': 'QR-Code, der zur Download-Seite der Velora-App führt',
  'modal.download-app.qrCaption': 'Mit der Handykamera scannen',
  'modal.success.title': 'Vielen Dank',
  'modal.success.text': 'Wir haben Ihre Nachricht erhalten und melden uns innert zwei Arbeitstagen.',
  'modal.error.title': 'Ihre Anfrage konnte nicht gesendet werden',
  'modal.error.text':
    'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es in ein paar Minuten erneut. Wenn es dringend ist, rufen Sie uns unter der Nummer auf unserer Kontaktseite an.',
  'modal.subscribe-success.title': 'Sie sind angemeldet',
  'modal.subscribe-success.text': 'Vielen Dank. Unser nächster Newsletter kommt in Ihren Posteingang.',
  'modal.sms-success.title': 'SMS ist unterwegs',
  'modal.sms-success.text':
    'Wir haben Ihnen den Download-Link aufs Handy geschickt. Öffnen Sie ihn, um die App zu installieren.',
  'modal.financial-report-success.title': 'Anfrage erhalten',
  'modal.financial-report-success.text': 'Wir senden Ihnen den Bericht in Kürze an Ihre E-Mail-Adresse.',
  'modal.lost-card-success.title': 'Ihre Karte wird gesperrt',
  'modal.lost-card-success.text':
    'Wir haben Ihre Meldung erhalten und sperren die Karte. Zur Bestätigung rufen wir Sie unter der angegebenen Nummer zurück.',
  'modal.schedule-a-call-success.title': 'Ihr Gespräch ist gebucht',
  'modal.schedule-a-call-success.text':
    'Vielen Dank. Sie erhalten eine Bestätigung per E-Mail mit Datum und Uhrzeit Ihres Gesprächs.',
  'modal.simple-contact-success.title': 'Vielen Dank',
  'modal.simple-contact-success.text': 'Wir haben Ihre Angaben erhalten und melden uns bald bei Ihnen.',
  'modal.message-sent-success.title': 'Nachricht gesendet',
  'modal.message-sent-success.text':
    'Vielen Dank. Eine Beraterin oder ein Berater meldet sich innert zwei Arbeitstagen bei Ihnen.',
  'modal.amg-success.title': 'Vielen Dank für Ihr Interesse',
  'modal.amg-success.text': 'Unser Vermögensverwaltungsteam meldet sich innert zwei Arbeitstagen bei Ihnen.',
  'modal.triple-a-success.title': 'Vielen Dank für Ihre Anfrage',
  'modal.triple-a-success.text':
    'Eine Triple-A-Beraterin oder ein Triple-A-Berater meldet sich innert zwei Arbeitstagen bei Ihnen.',
  'modal.form-builder-success.title': 'Vielen Dank',
  'modal.form-builder-success.text': 'Ihre Antworten wurden gesendet.',
  'form.fieldsLegend': 'Ihre Angaben',
  'form.submit': 'Senden',
  'form.sending': 'Wird gesendet…',
  'form.subscribe': 'Abonnieren',
  'form.signUp': 'Anmelden',
  'form.blockCard': 'Meine Karte sperren',
  'form.requestReport': 'Bericht anfordern',
  'form.newTab': 'öffnet in einem neuen Tab',
  'field.optional': 'freiwillig',
  'field.firstName': 'Vorname',
  'field.lastName': 'Nachname',
  'field.email': 'E-Mail',
  'field.phone': 'Telefonnummer',
  'field.phoneHint': 'Wählen Sie die Landesvorwahl und geben Sie die Nummer ohne die führende 0 ein.',
  'field.phoneCountry': 'Landesvorwahl: {country} +{code}',
  'field.phoneCountrySearch': 'Land oder Vorwahl suchen',
  'field.phoneCountryList': 'Länder',
  'field.phoneCountryNone': 'Kein Land gefunden.',
  'field.isCustomer': 'Ich bin bereits Kundin oder Kunde von Velora',
  'field.howDidYouHear': 'Wie haben Sie von uns erfahren?',
  'field.howDidYouHearHint': 'Zum Beispiel durch Bekannte, einen Artikel oder eine Suchmaschine.',
  'field.howDidYouHearCustomer': 'Nicht nötig: Sie sind bereits Kundin oder Kunde.',
  'field.message': 'Ihre Nachricht',
  'field.swissResident': 'Ich bestätige, dass ich in der Schweiz steuerpflichtig bin',
  'field.privacyPolicy': 'Ich habe die {link} gelesen und akzeptiere sie',
  'field.privacyPolicyLink': 'Datenschutzerklärung',
  'field.address': 'Strasse und Hausnummer',
  'field.postalCode': 'PLZ',
  'field.city': 'Ort',
  'field.company': 'Firma',
  'field.subject': 'Thema',
  'field.subjectPlaceholder': 'Thema wählen',
  'field.choose': 'Bitte wählen',
  'field.complaint': 'Ihre Beschwerde',
  'field.complaintTerms':
    'Ich bestätige, dass meine Angaben stimmen, und bin einverstanden, dass Velora sie zur Bearbeitung meiner Beschwerde verwendet.',
  'field.shewealthTerms': 'Ich akzeptiere die Teilnahmebedingungen von SheWealth',
  'field.dateOfBirth': 'Geburtsdatum',
  'field.dateOfBirthHint': 'Als TT.MM.JJJJ, zum Beispiel 24.03.1985.',
  'field.cardLastDigits': 'Letzte vier Ziffern der Karte',
  'field.cardLastDigitsHint': 'Falls Sie sie kennen: Sie helfen uns, die richtige Karte zu finden.',
  'field.blockCard':
    'Meine Karte jetzt sperren. Mir ist bewusst, dass eine gesperrte Karte nicht mehr verwendet werden kann.',
  'error.invalid-field': 'Bitte füllen Sie dieses Feld aus.',
  'error.invalid-characters':
    'Bitte entfernen Sie unsichtbare Zeichen aus diesem Feld: Zeilenumbrüche (in einem einzeiligen Feld) sowie Textrichtungs- oder Steuerzeichen.',
  'error.invalid-email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.ch.',
  'error.invalid-phone':
    'Bitte geben Sie eine vollständige Nummer zur gewählten Landesvorwahl ein, ohne die führende 0, nur Ziffern und Leerzeichen – zum Beispiel 79 123 45 67 für +41.',
  'error.invalid-service': 'Bitte wählen Sie eine Option aus der Liste.',
  'error.invalid-timeslot': 'Bitte wählen Sie eine Uhrzeit.',
  'error.required-checkbox': 'Bitte kreuzen Sie dieses Feld an, um fortzufahren.',
  'error.invalid-date':
    'Bitte geben Sie Ihr Geburtsdatum als TT.MM.JJJJ ein, zum Beispiel 24.03.1985: ein gültiges Datum nach 1900 und nicht in der Zukunft.',
  'error.invalid-card-digits': 'Bitte geben Sie genau vier Ziffern ein, oder lassen Sie das Feld leer.',
  'error.sms-country':
    'Wir senden den Link nur an Mobilnummern in der Schweiz, in Liechtenstein, Österreich, Deutschland, Frankreich und Italien.',
  'error.sms-not-mobile':
    'Bitte geben Sie eine Mobilnummer ein: An Festnetz-, Gratis- oder Mehrwertnummern senden wir keine SMS.',
  'error.sms-limit':
    'Diese Nummer hat unsere SMS heute schon mehrmals erhalten. Bitte versuchen Sie es später wieder.',
  'error.booking-limit':
    'Sie haben bereits zwei bevorstehende Gespräche mit uns. Bitte sagen Sie zuerst eines mit dem Link in seiner Bestätigungs-E-Mail ab.',
  'captcha.title': 'Bitte bestätigen Sie, dass Sie ein Mensch sind',
  'captcha.text':
    'Unsere automatische Prüfung konnte das diesmal nicht bestätigen. Lösen Sie die Aufgabe unten, und wir senden Ihre Anfrage.',
  'captcha.loading': 'Die Aufgabe wird geladen…',
  'captcha.cancel': 'Abbrechen',
  'sms.title': 'Link per SMS erhalten',
  'sms.phone': 'Ihre Handynummer',
  'sms.submit': 'Link senden',
  'complaint.subject.account': 'Konto',
  'complaint.subject.cards': 'Karten',
  'complaint.subject.payments': 'Zahlungen und Überweisungen',
  'complaint.subject.investments': 'Anlagen',
  'complaint.subject.pension': 'Säule 3a',
  'complaint.subject.app': 'App und E-Banking',
  'complaint.subject.fees': 'Gebühren',
  'complaint.subject.service': 'Kundendienst',
  'complaint.subject.other': 'Anderes',
  'complaint.successTitle': 'Wir haben Ihre Beschwerde erhalten',
  'complaint.successText':
    'Danke, dass Sie uns informiert haben. Wir antworten Ihnen innert zehn Arbeitstagen schriftlich.',
  'complaint.reference': 'Ihre Referenznummer: {reference}',
  'modal.success.contact-us.title': 'Nachricht gesendet',
  'modal.success.contact-us.text':
    'Vielen Dank. Wir haben Ihre Nachricht erhalten; eine Beraterin oder ein Berater antwortet Ihnen innert zwei Arbeitstagen per E-Mail oder Telefon.',
  'modal.success.shewealth.title': 'Sie sind bei SheWealth angemeldet',
  'modal.success.shewealth.text':
    'Vielen Dank. Wir haben Ihre Anmeldung erhalten und senden Ihnen die Einzelheiten zum Programm per E-Mail.',
};
