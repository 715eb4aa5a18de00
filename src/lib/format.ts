/*
 * Moved to content/format.ts, the one home of the figures' display forms. This re-export only keeps files
 * outside the content branch compiling (forms, layout, pdf); import from '@/content/format' instead, and
 * delete this file once nothing imports it. It is the only lib file allowed past the direction rule.
 */
// eslint-disable-next-line no-restricted-imports -- temporary alias, see above
export * from '@/content/format'
