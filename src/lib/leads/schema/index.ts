/**
 * Lead form contract shared by the client forms and the server. Loaded in the browser too: nothing here may
 * import server-only code.
 *
 * Field names (FormData names = JSON keys = payload keys):
 *   analysis            name, email, phone?, website, business?, goals (repeatable), message?
 *   contact             type='contact', name, email, phone?, company?, website?, projectType?, budget?, message, timeline?
 *   konsultasi_gratis   type='konsultasi_gratis', name, email, phone, website, company?, industry?, keywords?, budget?, message?
 *   newsletter          email
 * Every kind also takes the first-touch campaign: landingPageUrl?, referrer?, utmSource?, utmMedium?, utmCampaign?,
 * utmTerm?, utmContent?, gclid?, fbclid? (./campaign.ts). `type` absent or empty means analysis. The envelope fields (honeypot, form token, idempotency key, consent
 * version) are described in ./contract.ts.
 *
 * Modules, one job each:
 *   contract.ts   envelope field names, consent version, minimum fill time, length limits
 *   options.ts    option lists, lead kinds, field labels
 *   messages.ts   Indonesian messages (forms, transports, per field) and the issue reasons
 *   normalize.ts  text cleaning (control and format characters), phone and website normalisation
 *   fields.ts     one zod schema per field
 *   payloads.ts   the payload schemas per form kind and their types
 *   campaign.ts   first-touch campaign fields (landing page, referrer, utm_*, gclid, fbclid)
 *   form-data.ts  FormData parsing and turning validation errors into the form's messages
 * Mapping a payload to a database row is server-side: ../lead-row.ts.
 */
export * from './contract'
export * from './options'
export * from './messages'
export * from './normalize'
export * from './payloads'
export * from './campaign'
export * from './form-data'
