// Which web features may import which (issue 23, "close the door"): a feature imports another feature's
// index.ts only where this list names the pair, each with what the screen uses it for. Anything else two
// features share moves down to lib/ or components/. eslint.config.js turns the list into the rule.
export const webFeatureImports = {
  auth: {
    password: 'the first sign-in asks for a new password with the password form',
    'two-factor': "the sign-in's second step and the authenticator set-up",
  },
  'company-admin': {
    registration: "'Nueva empresa' opens the registration dialog",
    reports: "a company's issued report and its archive by period",
  },
  'company-setup': {
    'company-admin': 'the status screen shows the company information and PAC connection',
    notifications: 'a certificate or logo change refreshes the notices',
    'pac-affiliation': "the company's set-up state the panels read",
  },
  emission: {
    'cafe-templates': "'Plantillas CAFE' opens the template dialog",
    drafts: 'saving the form as a draft or a quote',
    'master-data': 'the customer search and the new customer and product dialogs',
    notifications: 'the notices after issuing',
    plans: 'the vouchers left',
    'recurring-invoices': "'Programar' schedules the form",
    'voucher-actions': "the issued document's CAFE, mail and share actions",
  },
  home: {
    'company-setup': 'the certificate prompt opens the certificate panel',
    'master-data': "the set-up checklist's counts",
    notifications: 'the notices and the set-up checklist',
    'pac-affiliation': "the set-up checklist's affiliation step",
  },
  integrations: { 'master-data': "an API key's billing point" },
  'master-data': { 'customer-upload': "'Carga masiva' of customers" },
  'pac-affiliation': { notifications: 'the affiliation refreshes the notices' },
  partner: {
    'company-admin': "an affiliated company's information",
    registration: 'registering an affiliated company',
    reports: "an affiliated company's issued report and archive",
  },
  prerequisites: {
    notifications: 'the blocked-issuing notice and its fixes',
    'pac-affiliation': "the check's affiliation state",
  },
  'received-vouchers': {
    'voucher-actions': "a received document's downloads",
    'voucher-lists': 'the repository screen it shares',
  },
  'recurring-invoices': { 'master-data': "a schedule's customer and billing point" },
  'voucher-actions': { 'cafe-templates': "the CAFE's template choice" },
  'voucher-lists': {
    'recurring-invoices': "'Programar' from an issued document",
    reports: 'the archive by period',
    'voucher-actions': "each row's actions and the ZIP bar",
  },
};
