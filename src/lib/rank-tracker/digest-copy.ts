import { site } from '@/content/site'

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
  help: `Ranking turun? Tim SEO ${site.name} bisa membantu mencari penyebabnya. Balas e-mail ini atau hubungi kami lewat WhatsApp.`,
  footer: (domain: string) =>
    `Anda menerima e-mail ini karena mendaftarkan ${domain} di SERPBot Rank Checker ${site.name}. Berhenti menerima ringkasan mingguan (pemantauan tetap berjalan):`,
  unsubscribe: 'Berhenti berlangganan',
}
