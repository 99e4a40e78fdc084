/**
 * Field names of CMS-built forms that the server checks by name (it does not read content): a
 * field named like an e-mail address must be one (the shared e-mail rule), a field named like a
 * phone must be a valid number with its dial code (`+41 79 123 45 67`, the shared phone rule).
 * The content schema holds editors to these names for the `email` and `phone` kinds.
 */
export const formBuilderEmailName = /e-?mail$/i;
export const formBuilderPhoneName = /(?:phone|mobile)$/i;
