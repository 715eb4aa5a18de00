/** Keystatic looks for its config here; the schema lives with the content it describes. */
export { default } from './src/content/editor/keystatic-config'
