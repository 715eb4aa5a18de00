import { site } from '@/content/site'
import type { AlertChange, AlertReason } from './alerts'

/*
 * The words the rank tracker's server code prints itself (the digest mail, and the position and movement words the
 * page, the PDF and the mail share). Copy of the pages is in src/content/rank-tracker.ts; lib may not import it.
 */

/** Words for a position: the number, or that it is outside the top 100. */
export const NOT_IN_TOP_100 = 'Tidak masuk 100 besar'

/** "naik 3 posisi" etc.: what a screen reader says for ▲/▼, and what the PDF and e-mail print. */
export const movementWords = {
  up: (by: number) => `naik ${by} posisi`,
  down: (by: number) => `turun ${by} posisi`,
  same: 'tetap',
  entered: 'masuk 100 besar',
  left: 'keluar dari 100 besar',
  none: 'belum ada pembanding',
} as const

/** A change between two checks in words (the report's `{ by, movement }`): "naik 3 posisi", "tetap", … */
export function describeMovement(change: { by: number | null; movement: string | null }): string {
  switch (change.movement) {
    case 'up':
      return movementWords.up(Math.abs(change.by ?? 0))
    case 'down':
      return movementWords.down(Math.abs(change.by ?? 0))
    case 'entered':
      return movementWords.entered
    case 'left':
      return movementWords.left
    case 'same':
      return movementWords.same
    default:
      return movementWords.none
  }
}

/** The weekly digest e-mail (Monday morning WIB). */
export const digestCopy = {
  subject: (domain: string, improved: number, declined: number) =>
    `Ranking mingguan ${domain}: ${improved} naik, ${declined} turun`,
  greeting: 'Halo,',
  intro: (domain: string, location: string, device: string) =>
    `berikut posisi keyword ${domain} di Google (${location}, ${device}) dibandingkan sepekan lalu.`,
  counts: (improved: number, declined: number, same: number) =>
    `${improved} keyword naik, ${declined} turun, ${same} tetap atau belum bisa dibandingkan.`,
  columns: { keyword: 'Keyword', position: 'Posisi', change: 'Perubahan 7 hari', url: 'Halaman' },
  open: 'Buka halaman pantauan',
  /** Who gained on whom against the competitors, over the same week. */
  rivalry: {
    title: 'Dibanding pesaing minggu ini',
    overtookYou: (competitor: string) => `${competitor} menyalip Anda`,
    youOvertook: (competitor: string) => `Anda menyalip ${competitor}`,
    /** The competitor is behind you and came closer. */
    closingIn: (competitor: string, places: number) => `${competitor} mendekat ${places} posisi`,
    /** The competitor is behind you and fell further back. */
    pullingAway: (competitor: string, places: number) => `Anda menjauh ${places} posisi dari ${competitor}`,
    /** The competitor is ahead and you came closer. */
    closingOn: (competitor: string, places: number) => `Anda mendekati ${competitor} ${places} posisi`,
    /** The competitor is ahead and got further ahead. */
    fallingBehind: (competitor: string, places: number) => `${competitor} makin jauh di depan Anda (${places} posisi)`,
    where: (keyword: string, you: string, competitor: string, theirs: string) =>
      `di "${keyword}" (Anda ${you}, ${competitor} ${theirs}).`,
  },
  help: `Ranking turun? Tim SEO ${site.name} bisa membantu mencari penyebabnya. Balas e-mail ini atau hubungi kami lewat WhatsApp.`,
  footer: (domain: string) =>
    `Anda menerima e-mail ini karena mendaftarkan ${domain} di SERPBot Rank Checker ${site.name}. Berhenti menerima ringkasan mingguan (pemantauan tetap berjalan):`,
  unsubscribe: 'Berhenti berlangganan',
}

/** A position in a line of text: "#8", or that it is outside the top 100. */
export function positionWords(position: number | null): string {
  return position === null ? NOT_IN_TOP_100 : `#${position}`
}

/** The Google Maps 3-pack beside the organic position ("Google Maps: #2"), on the page, in the mails and the PDF. */
export const localPackWords = {
  label: 'Google Maps',
  place: (place: number) => `#${place}`,
  notInPack: 'tidak masuk 3 besar',
  noPack: 'tidak ada peta',
  /** The tracker follows the pack but this day's check did not read it (page 1 not fetched before the pack was asked). */
  unknown: 'belum dicek',
} as const

/** A stored 3-pack value in words (local-pack.ts: 1-3, 0 not in the pack, -1 no pack shown), null when not followed. */
export function localPackText(value: number | null): string {
  if (value === null) return localPackWords.unknown
  if (value >= 1 && value <= 3) return localPackWords.place(value)
  return value === -1 ? localPackWords.noPack : localPackWords.notInPack
}

/** The alert mails (the visitor's, and the agency's when a lead's keyword leaves the top 10). */
export const alertCopy = {
  reasons: {
    'entered-top-3': 'masuk 3 besar',
    'left-top-3': 'keluar dari 3 besar',
    'entered-top-10': 'masuk 10 besar',
    'left-top-10': 'keluar dari 10 besar',
    up: (by: number) => movementWords.up(by),
    down: (by: number) => movementWords.down(by),
    'entered-pack': 'masuk 3 besar Google Maps',
    'left-pack': 'keluar dari 3 besar Google Maps',
  },
  subject: (domain: string, count: number) =>
    count === 1
      ? `Peringatan ranking ${domain}: 1 keyword berubah`
      : `Peringatan ranking ${domain}: ${count} keyword berubah`,
  greeting: 'Halo,',
  intro: (domain: string, date: string, location: string, device: string) =>
    `pengecekan ${date} untuk ${domain} di Google (${location}, ${device}) menemukan perubahan berikut dibandingkan pengecekan sebelumnya:`,
  columns: { keyword: 'Keyword', before: 'Sebelumnya', now: 'Sekarang', why: 'Perubahan' },
  open: 'Buka halaman pantauan',
  footer: (domain: string) =>
    `Anda menerima e-mail ini karena peringatan ranking ${domain} aktif di SERPBot Rank Checker ${site.name}: paling banyak satu e-mail sehari, hanya saat ada keyword yang berubah. Berhenti menerima peringatan (pemantauan dan ringkasan mingguan tetap berjalan):`,
  unsubscribe: 'Berhenti menerima peringatan',
  agency: {
    subject: (domain: string, keyword: string) =>
      `Lead rank tracker turun: "${keyword}" milik ${domain} keluar dari 10 besar`,
    intro: (domain: string, date: string) =>
      `Pengecekan ${date}: ${domain} keluar dari 10 besar Google untuk keyword di bawah. Ini saat yang tepat untuk menghubungi pemiliknya.`,
    open: 'Buka lead di inbox',
    note: 'E-mail ini dikirim karena notifikasi "keyword lead keluar dari 10 besar" aktif di dasbor. Tautan halaman pantauan tidak disertakan: itu kunci pribadi pemiliknya.',
  },
} as const

/** Why a keyword alerts, in words, the number of places first: "turun 6 posisi, keluar dari 10 besar". */
export function alertReasonWords(change: Pick<AlertChange, 'from' | 'to' | 'reasons'>): string {
  const places = Math.abs((change.from ?? 0) - (change.to ?? 0))
  const words = (reason: AlertReason) =>
    reason === 'up' || reason === 'down' ? alertCopy.reasons[reason](places) : alertCopy.reasons[reason]
  const isMove = (reason: AlertReason) => reason === 'up' || reason === 'down'
  return [...change.reasons.filter(isMove), ...change.reasons.filter((reason) => !isMove(reason))].map(words).join(', ')
}
