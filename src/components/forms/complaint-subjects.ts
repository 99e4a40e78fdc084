/** Complaint subjects, sent as these stable values whatever the page's language. */
export const complaintSubjects = [
  'account',
  'cards',
  'payments',
  'investments',
  'pension',
  'app',
  'fees',
  'service',
  'other',
] as const;
