/**
 * Why an audit was refused or could not finish, in the visitor's words. Codes are stored with the job; the text
 * is shown on the report page, in the PDF and in the agency's notification.
 */

export type BlockCode =
  | 'invalid-url'
  | 'scheme'
  | 'credentials'
  | 'port'
  | 'private-address'
  | 'cloud-metadata'
  | 'limit-ip'
  | 'limit-host'
  | 'queue-full'

export type FailCode =
  'dns' | 'connect' | 'tls' | 'timeout' | 'too-many-redirects' | 'protocol' | 'not-html' | 'job-timeout' | 'internal'

const BLOCKED: Record<BlockCode, string> = {
  'invalid-url': 'Alamat website tidak bisa dibaca. Periksa kembali penulisannya, misalnya tokoanda.com.',
  scheme: 'Hanya alamat website yang diawali http:// atau https:// yang bisa kami periksa.',
  credentials: 'Alamat yang memuat nama pengguna atau kata sandi tidak kami buka, demi keamanan Anda.',
  port: 'Kami hanya memeriksa website di port standar (80 untuk http dan 443 untuk https).',
  'private-address':
    'Alamat ini mengarah ke jaringan internal atau komputer lokal, bukan ke website publik, jadi tidak kami buka demi keamanan.',
  'cloud-metadata':
    'Alamat ini mengarah ke jaringan internal atau komputer lokal, bukan ke website publik, jadi tidak kami buka demi keamanan.',
  'limit-ip': 'Batas analisis instan dari jaringan Anda untuk satu jam ini sudah tercapai.',
  'limit-host': 'Website ini sudah terlalu sering dianalisis dalam satu jam terakhir.',
  'queue-full': 'Antrean analisis instan sedang penuh.',
}

const FAILED: Record<FailCode, string> = {
  dns: 'Nama domain ini tidak ditemukan. Periksa ejaannya, atau pastikan domain Anda masih aktif.',
  connect: 'Website tidak bisa dihubungi: servernya tidak menjawab.',
  tls: 'Koneksi aman (HTTPS) ke website gagal, dan versi http-nya juga tidak bisa dibuka.',
  timeout: 'Website terlalu lama merespons, jadi analisis kami hentikan sebelum selesai.',
  'too-many-redirects':
    'Website mengalihkan lebih dari 5 kali berturut-turut, sehingga halamannya tidak pernah terbuka.',
  protocol: 'Website mengirim jawaban yang tidak bisa kami baca.',
  'not-html': 'Alamat ini tidak menampilkan halaman web (HTML), melainkan file lain.',
  'job-timeout': 'Analisis tidak selesai tepat waktu karena antrean sedang padat.',
  internal: 'Terjadi kendala di sistem kami saat menganalisis.',
}

export function blockedMessage(code: BlockCode, hop = 0): string {
  const text = BLOCKED[code]
  return hop > 0 ? `Website ini mengalihkan kami ke alamat lain yang tidak diizinkan. ${text}` : text
}

/** "15 detik", "1,5 detik": an audit's time budget as the report states it. */
function budgetText(budgetMs: number): string {
  return `${(budgetMs / 1000).toLocaleString('id-ID', { maximumFractionDigits: 1 })} detik`
}

/** `detail`: the file type for not-html, the time budget in milliseconds for timeout. */
export function failedMessage(code: FailCode, detail?: string | number): string {
  if (code === 'not-html' && typeof detail === 'string')
    return `Alamat ini tidak menampilkan halaman web (HTML), melainkan file berjenis ${detail}.`
  if (code === 'timeout' && typeof detail === 'number')
    return `Website terlalu lama merespons, jadi analisis kami hentikan setelah ${budgetText(detail)}.`
  return FAILED[code]
}

/**
 * A done audit whose budget ran out after the page itself was read (reasonCode `partial-timeout`): the report
 * keeps what was found, and says why some checks are missing.
 */
export function partialMessage(budgetMs: number): string {
  return `Website terlalu lama merespons, jadi sebagian pemeriksaan kami hentikan setelah ${budgetText(budgetMs)}. Skor dihitung dari pemeriksaan yang sempat selesai; sisanya akan ditinjau tim kami.`
}

/** The finding of a check cut off by the budget (shown under "Belum Bisa Diperiksa"). */
export const CUT_OFF_FINDING = 'Tidak sempat diperiksa: website terlalu lama merespons.'
