/**
 * Maximum field lengths (SPEC.md section 9), shared by the browser forms and the server.
 * Values marked "ours" are not in the SPEC; they bound what the SPEC leaves open.
 */
export const limits = Object.freeze({
  firstName: 32,
  lastName: 32,
  address: 32,
  postalCode: 16,
  city: 32,
  phoneCode: 16,
  phone: 32,
  phoneMin: 2,
  complaintPhoneMin: 4,
  service: 64,
  sms: 256,
  company: 32,
  howDidYouHear: 5000,
  message: 5000,
  msId: 128,
  msDate: 64,
  booleanText: 16,
  gender: 16,
  dateOfBirth: 10,
  report: 64,
  locale: 2,
  /** ours: RFC 5321 path limit. */
  email: 254,
  /** ours: page address sent as `location`. */
  location: 2048,
  /** ours: page title sent as `title`. */
  title: 256,
  /** ours: a reCAPTCHA token is about 2 KB; an ALTCHA payload well under 1 KB. */
  verificationToken: 4096,
  /** ours: `rt_action`. */
  verificationAction: 64,
  /** ours: form ids (HubSpot form GUIDs are 36). */
  formId: 64,
  /** ours: contest id, lost-card digits, form-builder records. */
  contest: 64,
  cardDigits: 4,
  formBuilderFieldName: 64,
  formBuilderFieldValue: 5000,
  formBuilderFields: 40,
});
