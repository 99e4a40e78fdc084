import type { FormsStrings } from '../en/forms.ts';

/** French UI strings of forms and modals: fields, validation and error messages, verification, complaint, SMS. */
export const forms: FormsStrings = {
  'modal.close': 'Fermer',
  'modal.ok': 'OK',
  'modal.subscribe.title': 'S’abonner à notre newsletter',
  'modal.subscribe.intro':
    'L’actualité du compte, de l’épargne et des placements, une fois par mois dans votre boîte de réception. Vous pouvez vous désabonner à tout moment.',
  'modal.contact-us.title': 'Nous contacter',
  'modal.contact-us.intro':
    'Dites-nous comment nous pouvons vous aider. Un conseiller vous répond dans les deux jours ouvrables.',
  'modal.contact-extended.title': 'Passez à Velora',
  'modal.contact-extended.intro':
    'Laissez vos coordonnées : un conseiller vous appelle pour organiser votre changement de banque, étape par étape.',
  'modal.complaint.title': 'Déposer une réclamation',
  'modal.complaint.intro':
    'Nous regrettons que quelque chose se soit mal passé. Décrivez ce qui est arrivé et nous vous répondrons par écrit.',
  'modal.amg-contact.title': 'Parlez à notre équipe de gestion de fortune',
  'modal.amg-contact.intro':
    'Patrimoine privé ou d’entreprise : décrivez vos besoins et nous organiserons un premier entretien.',
  'modal.shewealth.title': 'Rejoindre SheWealth',
  'modal.shewealth.intro':
    'Des événements, du coaching et une communauté pour les femmes qui prennent leurs finances en main.',
  'modal.download-app.title': 'Télécharger l’app Velora',
  'modal.download-app.intro':
    'Scannez le code QR avec l’appareil photo de votre téléphone, ou recevez le lien de téléchargement par SMS.',
  'modal.download-app.qrAlt': 'Code QR menant à la page de téléchargement de l’app Velora',
  'modal.download-app.qrCaption': 'À scanner avec l’appareil photo',
  'modal.success.title': 'Merci',
  'modal.success.text':
    'Nous avons bien reçu votre message et vous répondrons dans les deux jours ouvrables.',
  'modal.error.title': 'Votre demande n’a pas pu être envoyée',
  'modal.error.text':
    'Un problème est survenu de notre côté. Veuillez réessayer dans quelques minutes. En cas d’urgence, appelez-nous au numéro indiqué sur notre page de contact.',
  'modal.subscribe-success.title': 'Vous êtes abonné',
  'modal.subscribe-success.text': 'Merci. Notre prochaine newsletter arrivera dans votre boîte de réception.',
  'modal.sms-success.title': 'SMS envoyé',
  'modal.sms-success.text':
    'Nous avons envoyé le lien de téléchargement sur votre téléphone. Ouvrez-le pour installer l’app.',
  'modal.financial-report-success.title': 'Demande reçue',
  'modal.financial-report-success.text': 'Nous vous enverrons le rapport sous peu à votre adresse e-mail.',
  'modal.lost-card-success.title': 'Votre carte est en cours de blocage',
  'modal.lost-card-success.text':
    'Nous avons reçu votre déclaration et bloquons la carte. Nous vous rappellerons au numéro indiqué pour confirmer.',
  'modal.schedule-a-call-success.title': 'Votre appel est réservé',
  'modal.schedule-a-call-success.text':
    'Merci. Vous recevrez une confirmation par e-mail avec la date et l’heure de votre appel.',
  'modal.simple-contact-success.title': 'Merci',
  'modal.simple-contact-success.text':
    'Nous avons bien reçu vos coordonnées et vous contacterons prochainement.',
  'modal.message-sent-success.title': 'Message envoyé',
  'modal.message-sent-success.text': 'Merci. Un conseiller vous contactera dans les deux jours ouvrables.',
  'modal.amg-success.title': 'Merci de votre intérêt',
  'modal.amg-success.text':
    'Notre équipe de gestion de fortune vous contactera dans les deux jours ouvrables.',
  'modal.triple-a-success.title': 'Merci de votre demande',
  'modal.triple-a-success.text': 'Un conseiller Triple A vous contactera dans les deux jours ouvrables.',
  'modal.form-builder-success.title': 'Merci',
  'modal.form-builder-success.text': 'Vos réponses ont été envoyées.',
  'form.fieldsLegend': 'Vos coordonnées',
  'form.submit': 'Envoyer',
  'form.sending': 'Envoi en cours…',
  'form.subscribe': 'S’abonner',
  'form.signUp': 'S’inscrire',
  'form.blockCard': 'Bloquer ma carte',
  'form.requestReport': 'Demander le rapport',
  'form.newTab': 's’ouvre dans un nouvel onglet',
  'field.optional': 'facultatif',
  'field.firstName': 'Prénom',
  'field.lastName': 'Nom',
  'field.email': 'E-mail',
  'field.phone': 'Numéro de téléphone',
  'field.phoneHint': 'Choisissez l’indicatif du pays, puis saisissez le numéro sans le 0 initial.',
  'field.phoneCountry': 'Indicatif : {country} +{code}',
  'field.phoneCountrySearch': 'Rechercher un pays ou un indicatif',
  'field.phoneCountryList': 'Pays',
  'field.phoneCountryNone': 'Aucun pays trouvé.',
  'field.isCustomer': 'Je suis déjà client de Velora',
  'field.howDidYouHear': 'Comment avez-vous entendu parler de nous ?',
  'field.howDidYouHearHint': 'Par exemple par un ami, un article ou un moteur de recherche.',
  'field.howDidYouHearCustomer': 'Inutile : vous êtes déjà client.',
  'field.message': 'Votre message',
  'field.swissResident': 'Je confirme être résident fiscal suisse',
  'field.privacyPolicy': 'J’ai lu et j’accepte la {link}',
  'field.privacyPolicyLink': 'politique de confidentialité',
  'field.address': 'Rue et numéro',
  'field.postalCode': 'NPA',
  'field.city': 'Localité',
  'field.company': 'Entreprise',
  'field.subject': 'Sujet',
  'field.subjectPlaceholder': 'Choisir un sujet',
  'field.choose': 'Veuillez choisir',
  'field.complaint': 'Votre réclamation',
  'field.complaintTerms':
    'Je confirme que mes informations sont exactes et j’accepte que Velora les utilise pour traiter ma réclamation.',
  'field.shewealthTerms': 'J’accepte les conditions du programme SheWealth',
  'field.dateOfBirth': 'Date de naissance',
  'field.dateOfBirthHint': 'Au format JJ.MM.AAAA, par exemple 24.03.1985.',
  'field.cardLastDigits': 'Quatre derniers chiffres de la carte',
  'field.cardLastDigitsHint': 'Si vous les connaissez : ils nous aident à trouver la bonne carte.',
  'field.blockCard':
    'Bloquer ma carte maintenant. Je comprends qu’une carte bloquée ne peut plus être utilisée.',
  'error.invalid-field': 'Veuillez remplir ce champ.',
  'error.invalid-characters':
    'Veuillez retirer les caractères invisibles de ce champ : retours à la ligne (dans un champ d’une ligne) et marques de direction du texte ou de contrôle.',
  'error.invalid-email': 'Veuillez saisir une adresse e-mail valable, par exemple nom@exemple.ch.',
  'error.invalid-phone':
    'Veuillez saisir un numéro complet pour l’indicatif choisi, sans le 0 initial, en chiffres et espaces – par exemple 79 123 45 67 pour +41.',
  'error.invalid-service': 'Veuillez choisir une option dans la liste.',
  'error.invalid-timeslot': 'Veuillez choisir un créneau horaire.',
  'error.required-checkbox': 'Veuillez cocher cette case pour continuer.',
  'error.invalid-date':
    'Veuillez saisir votre date de naissance au format JJ.MM.AAAA, par exemple 24.03.1985 : une date réelle, après 1900 et pas dans le futur.',
  'error.invalid-card-digits': 'Veuillez saisir exactement quatre chiffres, ou laisser ce champ vide.',
  'error.sms-country':
    'Nous envoyons le lien uniquement aux numéros mobiles de Suisse, du Liechtenstein, d’Autriche, d’Allemagne, de France et d’Italie.',
  'error.sms-not-mobile':
    'Veuillez saisir un numéro mobile : nous n’envoyons pas de SMS aux numéros fixes, gratuits ou surtaxés.',
  'error.sms-limit':
    'Ce numéro a déjà reçu notre SMS plusieurs fois aujourd’hui. Veuillez réessayer plus tard.',
  'error.booking-limit':
    'Vous avez déjà deux entretiens à venir avec nous. Veuillez d’abord en annuler un avec le lien de son e-mail de confirmation.',
  'captcha.title': 'Veuillez confirmer que vous êtes un humain',
  'captcha.text':
    'Notre vérification automatique n’a pas pu le confirmer cette fois. Résolvez le défi ci-dessous et nous enverrons votre demande.',
  'captcha.loading': 'Chargement du défi…',
  'captcha.cancel': 'Annuler',
  'sms.title': 'Recevoir le lien par SMS',
  'sms.phone': 'Votre numéro de mobile',
  'sms.submit': 'M’envoyer le lien',
  'complaint.subject.account': 'Compte',
  'complaint.subject.cards': 'Cartes',
  'complaint.subject.payments': 'Paiements et virements',
  'complaint.subject.investments': 'Placements',
  'complaint.subject.pension': 'Pilier 3a',
  'complaint.subject.app': 'App et e-banking',
  'complaint.subject.fees': 'Frais',
  'complaint.subject.service': 'Service clientèle',
  'complaint.subject.other': 'Autre',
  'complaint.successTitle': 'Nous avons reçu votre réclamation',
  'complaint.successText':
    'Merci de nous en avoir informés. Nous vous répondrons par écrit dans les dix jours ouvrables.',
  'complaint.reference': 'Votre numéro de référence : {reference}',
  'modal.success.contact-us.title': 'Message envoyé',
  'modal.success.contact-us.text':
    'Merci. Nous avons bien reçu votre message ; un conseiller vous répondra dans les deux jours ouvrables, par e-mail ou par téléphone.',
  'modal.success.shewealth.title': 'Votre inscription à SheWealth est enregistrée',
  'modal.success.shewealth.text':
    'Merci. Nous avons enregistré votre inscription et vous enverrons les détails du programme par e-mail.',
};
