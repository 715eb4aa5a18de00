/** Pure normalisers shared by the client checks and the server (no dependencies). */

// C0 control characters break exports and PostgreSQL (NUL); tabs and newlines are legitimate in a message.
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]+/g

const FORMAT_CHARACTER = /\p{Cf}/u
const LONE_SURROGATE = /\p{Cs}/u
const PICTOGRAPH = /\p{Extended_Pictographic}/u
const ZERO_WIDTH_JOINER = '\u200D'
// Between an emoji and the joiner may sit a variation selector or a skin-tone modifier (👩🏽‍💻).
const EMOJI_PRESENTATION = /^[\uFE0E\uFE0F\u{1F3FB}-\u{1F3FF}]$/u

/** True when the text holds half of a UTF-16 surrogate pair: it cannot be stored as valid UTF-8. */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value)
}

function joinsEmoji(chars: string[], index: number): boolean {
  let before = index - 1
  while (before >= 0 && EMOJI_PRESENTATION.test(chars[before]!)) before -= 1
  const next = chars[index + 1]
  return before >= 0 && PICTOGRAPH.test(chars[before]!) && next !== undefined && PICTOGRAPH.test(next)
}

/**
 * Removes Unicode format characters (category Cf): zero-width spaces, bidi overrides such as U+202E (which make
 * "gnp.exe" display as "exe.png"), soft hyphens, BOMs. Only a zero-width joiner inside an emoji sequence
 * (👩‍💻) is kept, since it is part of the emoji.
 */
export function stripFormatCharacters(value: string): string {
  if (!FORMAT_CHARACTER.test(value)) return value
  const chars = Array.from(value)
  let result = ''
  chars.forEach((char, index) => {
    if (!FORMAT_CHARACTER.test(char) || (char === ZERO_WIDTH_JOINER && joinsEmoji(chars, index))) result += char
  })
  return result
}

/**
 * Visible text only: control and format characters removed, CRLF normalised, trimmed; single-line text also has
 * runs of whitespace collapsed.
 */
export function cleanText(value: string, multiline = false): string {
  const visible = stripFormatCharacters(value)
  return multiline
    ? visible.replace(CONTROL_MULTILINE, '').replace(/\r\n?/g, '\n').trim()
    : visible.replace(CONTROL_SINGLE_LINE, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * Indonesian phone number in E.164: "0812-1010-2010", "62 812 1010 2010", "+62 (21) 555-1234", "812 1010 2010"
 * → "+6281210102010". Returns null for anything that is not an Indonesian number.
 */
export function normalizePhone(raw: string): string | null {
  const compact = stripFormatCharacters(raw)
    .trim()
    .replace(/[\s().\-/]/g, '')
  if (!/^\+?\d+$/.test(compact)) return null
  let national: string
  if (compact.startsWith('+62')) national = compact.slice(3)
  else if (compact.startsWith('+')) return null
  else if (compact.startsWith('62')) national = compact.slice(2)
  else if (compact.startsWith('0')) national = compact.slice(1)
  else national = compact
  national = national.replace(/^0/, '')
  // National significant numbers: mobiles 8xx (9-12 digits), landlines area code + subscriber (8-11 digits).
  if (!/^[2-9]\d{7,11}$/.test(national)) return null
  return `+62${national}`
}

/** "contoh.com" → "https://contoh.com"; null for anything that is not a public http(s) address. */
export function normalizeWebsite(raw: string): string | null {
  const value = stripFormatCharacters(raw).trim()
  if (!value || /\s/.test(value)) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value.replace(/^\/\//, '')}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  const labels = url.hostname.split('.')
  const tld = labels[labels.length - 1] ?? ''
  if (labels.length < 2 || !/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return null
  if (!labels.every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label))) return null
  const href = url.href
  return url.pathname === '/' && !url.search && !url.hash ? href.replace(/\/$/, '') : href
}
