/** The browser's toolbar colour on phones, for the root layout and the pages rendered per request alike. */
export const THEME_COLOR = '#0f1730'
