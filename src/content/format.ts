/**
 * Display forms of the raw figures in content (integer rupiah, E.164 phone numbers): one derivation for the
 * prose records build and for the components that render them.
 */
const rupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 })

/** 5500000 → "Rp 5.500.000" (id-ID grouping, no decimals, a normal space after "Rp"). */
export function formatRupiah(amount: number): string {
  return rupiah.format(amount).replace(/\s/g, ' ')
}

/** 3000000 → "3 juta", 3500000 → "3,5 juta", 1500000 → "1,5 juta". */
export function formatJuta(amount: number): string {
  const juta = amount / 1_000_000
  return `${juta.toLocaleString('id-ID', { maximumFractionDigits: 1 })} juta`
}

/** 10000000, 15000000 → "10-15 juta"; the unit is written once, as Indonesians quote a price range. */
export function formatJutaRange(min: number, max: number): string {
  return `${(min / 1_000_000).toLocaleString('id-ID', { maximumFractionDigits: 1 })}-${formatJuta(max)}`
}

/** "24 jam" → "24 Jam", "2,5 juta" → "2,5 Juta": a figure's words capitalised to sit in a title. */
export function capitalizeWords(text: string): string {
  return text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase())
}

/** ["1-2 minggu", "3-4 minggu"] → "1-4 minggu": the span covered by ranges that share one unit. */
export function spanOfRanges(ranges: readonly string[]): string {
  const parsed = ranges.map((range) => {
    const match = /^(\d+)-(\d+) (.+)$/.exec(range)
    if (!match) throw new Error(`Not a range like "1-2 minggu": "${range}"`)
    return { min: Number(match[1]), max: Number(match[2]), unit: match[3]! }
  })
  const units = new Set(parsed.map((range) => range.unit))
  if (units.size !== 1) throw new Error(`Ranges with different units: ${ranges.join(', ')}`)
  return `${Math.min(...parsed.map((range) => range.min))}-${Math.max(...parsed.map((range) => range.max))} ${[...units][0]}`
}

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '')
}

/** "+6281210102010" → "0812-1010-2010", the way Indonesians write a mobile number. */
export function formatPhoneLocal(e164: string): string {
  const national = '0' + digitsOf(e164).replace(/^62/, '')
  const groups = [national.slice(0, 4), national.slice(4, 8), national.slice(8)].filter(Boolean)
  return groups.join('-')
}

export function telHref(e164: string): string {
  return `tel:+${digitsOf(e164)}`
}

export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
}

/** WhatsApp click-to-chat link, with or without a preset message. */
export function waHref(e164: string, text?: string): string {
  const base = `https://wa.me/${digitsOf(e164)}`
  return text ? `${base}?text=${encodeURIComponent(text)}` : base
}
