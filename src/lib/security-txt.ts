import { site } from '@/content/site'

/** Where RFC 9116 puts the file. */
export const securityTxtPath = '/.well-known/security.txt'

/** How long a generated file stays valid: RFC 9116 asks for less than a year, so a yearly deploy keeps it fresh. */
const SECURITY_TXT_VALID_DAYS = 360

/**
 * /.well-known/security.txt (RFC 9116) from the site config, written at build time (scripts/generate-assets.tsx):
 * whom to tell about a vulnerability, until when this file holds, in which languages, and where it lives.
 */
export function securityTxt(builtAt: Date = new Date()): string {
  const expires = new Date(builtAt.getTime() + SECURITY_TXT_VALID_DAYS * 24 * 60 * 60 * 1000)
  expires.setUTCMilliseconds(0)
  return [
    `# Laporan celah keamanan situs ${site.name} / security reports for ${new URL(site.url).host}`,
    `Contact: mailto:${site.email}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: id, en',
    `Canonical: ${site.url}${securityTxtPath}`,
    '',
  ].join('\n')
}
