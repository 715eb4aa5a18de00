/*
 * Moved to content/contact-links.ts. This re-export only keeps files outside the content branch compiling
 * (layout); import from '@/content/contact-links' instead, and delete this file once nothing imports it.
 */
// eslint-disable-next-line no-restricted-imports -- temporary alias, see above
export { contactLinks } from '@/content/contact-links'
