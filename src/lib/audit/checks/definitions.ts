/**
 * THE table of audit checks: stable ids, what each costs in the score, its thresholds and why it matters.
 * Check code reads its numbers from here and docs/audit.md repeats this table (a unit test keeps both in step).
 * No server imports: the report components and the PDF read labels and impact from here too.
 */

export type CheckStatus = 'pass' | 'warn' | 'fail' | 'error'
export type Impact = 'high' | 'medium' | 'low'

export type CheckDefinition<L extends Record<string, number> = Record<string, number>> = {
  id: string
  /** Short Indonesian name shown on the report. */
  label: string
  impact: Impact
  /** Share of the 0-100 score (the weights add up to 100). */
  weight: number
  /** Numbers the check compares against. */
  limits: L
  /** The rule in one line (English, for docs and code readers). */
  rule: string
  /** Why it matters, for a business owner (Indonesian). */
  why: string
}

function define<const L extends Record<string, number>>(definition: CheckDefinition<L>): CheckDefinition<L> {
  return definition
}

export const CHECKS = {
  'http-status': define({
    id: 'http-status',
    label: 'Status halaman',
    impact: 'high',
    weight: 10,
    limits: { expected: 200 },
    rule: 'pass: final status 200; warn: other 2xx; fail: anything else (content checks are then not assessed and the score is capped)',
    why: 'Google dan pengunjung hanya bisa melihat halaman yang terbuka normal (status 200).',
  }),
  redirects: define({
    id: 'redirects',
    label: 'Pengalihan (redirect)',
    impact: 'medium',
    weight: 3,
    limits: { warnFrom: 2, failFrom: 4, maxFollowed: 5 },
    rule: 'pass: 0-1 hops; warn: 2-3 hops; fail: 4-5 hops or an https → http hop; more than 5 hops ends the audit as failed',
    why: 'Setiap pengalihan menambah waktu tunggu dan bisa mengurangi nilai SEO yang diteruskan ke halaman tujuan.',
  }),
  https: define({
    id: 'https',
    label: 'HTTPS (koneksi aman)',
    impact: 'high',
    weight: 8,
    limits: {},
    rule: 'pass: final URL is https; fail: http (or the https certificate is invalid)',
    why: 'Browser menandai website tanpa HTTPS sebagai "Tidak aman", dan Google memakai HTTPS sebagai sinyal peringkat.',
  }),
  hsts: define({
    id: 'hsts',
    label: 'HSTS',
    impact: 'low',
    weight: 1,
    limits: { minMaxAgeSeconds: 15_552_000 },
    rule: 'pass: Strict-Transport-Security with max-age ≥ 180 days; warn: shorter max-age; fail: absent or page not on https',
    why: 'HSTS memaksa browser selalu membuka versi aman website Anda, sehingga pengunjung terlindung dari penyadapan.',
  }),
  ttfb: define({
    id: 'ttfb',
    label: 'Kecepatan respons server (TTFB)',
    impact: 'high',
    weight: 6,
    limits: { warnAboveMs: 800, failAboveMs: 1800 },
    rule: 'final hop, from sending the request to the response headers: pass ≤ 0.8 s; warn > 0.8 s; fail > 1.8 s',
    why: 'Server yang lambat membuat seluruh halaman terlambat tampil; pengunjung ponsel cepat menyerah dan Google menilai kecepatan.',
  }),
  'page-weight': define({
    id: 'page-weight',
    label: 'Ukuran halaman',
    impact: 'medium',
    weight: 3,
    limits: { warnAboveKb: 300, failAboveKb: 1024, capKb: 2048, warnAboveResources: 100 },
    rule: 'HTML size: pass ≤ 300 KB; warn > 300 KB or > 100 referenced scripts + stylesheets + images; fail > 1 MB (reading stops at 2 MB)',
    why: 'Halaman yang berat lama dimuat, terutama di jaringan seluler, dan menghabiskan kuota pengunjung.',
  }),
  compression: define({
    id: 'compression',
    label: 'Kompresi (gzip/brotli)',
    impact: 'medium',
    weight: 3,
    limits: { minBytes: 1024 },
    rule: 'pass: Content-Encoding gzip, br, deflate or zstd, or HTML under 1 KB; fail: uncompressed',
    why: 'Kompresi memperkecil data yang dikirim hingga 70-80%, sehingga halaman lebih cepat terbuka.',
  }),
  caching: define({
    id: 'caching',
    label: 'Pengaturan cache',
    impact: 'low',
    weight: 1,
    limits: {},
    rule: 'pass: Cache-Control header present; warn: only ETag/Last-Modified; fail: none of them',
    why: 'Aturan cache yang jelas membuat kunjungan berikutnya jauh lebih cepat dan meringankan server Anda.',
  }),
  title: define({
    id: 'title',
    label: 'Judul halaman (title)',
    impact: 'high',
    weight: 8,
    limits: { min: 50, max: 60 },
    rule: 'pass: <title> of 50-60 characters; warn: present but shorter or longer; fail: missing or empty',
    why: 'Judul adalah teks biru yang tampil di hasil pencarian Google: faktor on-page terpenting dan penentu orang mengklik.',
  }),
  'meta-description': define({
    id: 'meta-description',
    label: 'Meta description',
    impact: 'high',
    weight: 5,
    limits: { min: 150, max: 160 },
    rule: 'pass: meta description of 150-160 characters; warn: present but shorter or longer; fail: missing or empty',
    why: 'Deskripsi ini sering dipakai Google sebagai cuplikan di bawah judul; cuplikan yang menarik menaikkan jumlah klik.',
  }),
  h1: define({
    id: 'h1',
    label: 'Judul utama (H1)',
    impact: 'high',
    weight: 5,
    limits: { expected: 1 },
    rule: 'pass: exactly one non-empty <h1>; warn: more than one; fail: none',
    why: 'H1 memberi tahu Google dan pengunjung inti halaman; satu H1 yang jelas memudahkan keduanya.',
  }),
  headings: define({
    id: 'headings',
    label: 'Struktur subjudul',
    impact: 'low',
    weight: 2,
    limits: {},
    rule: 'pass: no skipped heading levels (e.g. h2 → h4); warn: a level is skipped or the page has no headings',
    why: 'Subjudul yang berurutan membuat isi mudah dipindai pengunjung, pembaca layar, dan mesin pencari.',
  }),
  lang: define({
    id: 'lang',
    label: 'Bahasa halaman',
    impact: 'low',
    weight: 1,
    limits: {},
    rule: 'pass: <html lang> with a valid language tag; fail: missing or invalid',
    why: 'Atribut bahasa membantu Google menampilkan halaman Anda kepada pencari berbahasa Indonesia.',
  }),
  viewport: define({
    id: 'viewport',
    label: 'Tampilan di ponsel (viewport)',
    impact: 'high',
    weight: 5,
    limits: {},
    rule: 'pass: meta viewport with width=device-width that allows zoom; warn: without device-width or with zoom disabled; fail: missing',
    why: 'Google menilai versi ponsel website Anda lebih dulu; tanpa viewport halaman tampil kecil dan sulit dibaca di ponsel.',
  }),
  canonical: define({
    id: 'canonical',
    label: 'Canonical URL',
    impact: 'medium',
    weight: 3,
    limits: {},
    rule: 'pass: one absolute canonical equal to the final URL; warn: relative, several, or pointing elsewhere; fail: missing',
    why: 'Canonical memberi tahu Google alamat resmi halaman, sehingga nilai SEO tidak terpecah ke alamat duplikat.',
  }),
  'robots-meta': define({
    id: 'robots-meta',
    label: 'Izin tampil di Google',
    impact: 'high',
    weight: 8,
    limits: {},
    rule: 'pass: no noindex in meta robots/googlebot or X-Robots-Tag; warn: nofollow only; fail: noindex',
    why: 'Tanda noindex melarang Google menampilkan halaman ini sama sekali, sebagus apa pun isinya.',
  }),
  'robots-txt': define({
    id: 'robots-txt',
    label: 'robots.txt',
    impact: 'medium',
    weight: 3,
    limits: { capKb: 512 },
    rule: 'pass: /robots.txt exists, allows the page for Googlebot and names a sitemap; warn: missing or no Sitemap line; fail: blocks the page, or answers 5xx',
    why: 'robots.txt adalah petunjuk pertama yang dibaca Google; satu baris yang salah bisa menyembunyikan seluruh website.',
  }),
  sitemap: define({
    id: 'sitemap',
    label: 'Sitemap XML',
    impact: 'medium',
    weight: 3,
    limits: { capKb: 512 },
    rule: 'sitemap from robots.txt, else /sitemap.xml: pass: valid XML listing URLs; warn: valid but empty, or larger than 512 KB; fail: missing or invalid',
    why: 'Sitemap membantu Google menemukan semua halaman penting Anda lebih cepat, terutama halaman baru.',
  }),
  'img-alt': define({
    id: 'img-alt',
    label: 'Teks alternatif gambar',
    impact: 'medium',
    weight: 3,
    limits: { failAbovePercent: 20 },
    rule: 'pass: every <img> has an alt attribute; warn: up to 20% without; fail: more than 20% without',
    why: 'Google tidak bisa "melihat" gambar; teks alt menjelaskannya dan membuat gambar Anda muncul di Google Gambar.',
  }),
  'structured-data': define({
    id: 'structured-data',
    label: 'Data terstruktur (JSON-LD)',
    impact: 'medium',
    weight: 3,
    limits: {},
    rule: 'pass: JSON-LD present, every block parses, types listed; warn: a block does not parse, or microdata only; fail: none',
    why: 'Data terstruktur membuat Google memahami bisnis Anda dan bisa menampilkan info tambahan (rating, alamat) di hasil pencarian.',
  }),
  'open-graph': define({
    id: 'open-graph',
    label: 'Tampilan saat dibagikan (Open Graph)',
    impact: 'low',
    weight: 2,
    limits: {},
    rule: 'pass: og:title, og:description and og:image; warn: one or two missing; fail: all missing',
    why: 'Tag Open Graph menentukan judul, teks, dan gambar saat link Anda dibagikan di WhatsApp, Facebook, atau LinkedIn.',
  }),
  favicon: define({
    id: 'favicon',
    label: 'Favicon',
    impact: 'low',
    weight: 1,
    limits: { capKb: 100 },
    rule: 'pass: the declared icon (or /favicon.ico) answers 2xx; fail: it does not, or it answers with an HTML page',
    why: 'Favicon tampil di tab browser dan di hasil pencarian Google di ponsel; tanpa ikon website terlihat kurang profesional.',
  }),
  'mixed-content': define({
    id: 'mixed-content',
    label: 'Konten campuran (mixed content)',
    impact: 'high',
    weight: 4,
    limits: {},
    rule: 'pass: no http:// resources; warn: only images/media over http; fail: scripts, stylesheets or frames over http; not assessed on an http page',
    why: 'File yang dimuat lewat http di halaman https diblokir browser atau membuat ikon gembok hilang.',
  }),
  'word-count': define({
    id: 'word-count',
    label: 'Jumlah kata',
    impact: 'medium',
    weight: 3,
    limits: { failBelow: 150, warnBelow: 300 },
    rule: 'visible words: pass ≥ 300; warn 150-299; fail < 150',
    why: 'Halaman dengan sedikit teks sulit bersaing di Google karena tidak cukup menjawab pertanyaan calon pelanggan.',
  }),
  links: define({
    id: 'links',
    label: 'Tautan',
    impact: 'medium',
    weight: 3,
    limits: { checked: 10 },
    rule: 'counts internal and external links; checks up to 10 internal links: pass: none broken; warn: no internal links; fail: a checked link answers 4xx/5xx',
    why: 'Tautan rusak membuat pengunjung kecewa dan membuang waktu Google; tautan internal membantu Google menjelajah website Anda.',
  }),
  'local-business': define({
    id: 'local-business',
    label: 'Info bisnis lokal',
    impact: 'medium',
    weight: 3,
    limits: {},
    rule: 'pass: LocalBusiness markup, or both a phone and an address on the page; warn: only one of them; fail: neither',
    why: 'Nomor telepon, alamat, dan markup LocalBusiness membantu Anda muncul di pencarian lokal dan Google Maps.',
  }),
} as const

export type CheckId = keyof typeof CHECKS

/** Report order: the order of the table. */
export const CHECK_IDS = Object.keys(CHECKS) as CheckId[]

export const IMPACT_ORDER: readonly Impact[] = ['high', 'medium', 'low']

export const IMPACT_LABELS: Record<Impact, string> = {
  high: 'Dampak besar',
  medium: 'Dampak sedang',
  low: 'Dampak kecil',
}

export const STATUS_LABELS: Record<CheckStatus, string> = {
  pass: 'Lolos',
  warn: 'Perlu perbaikan',
  fail: 'Bermasalah',
  error: 'Tidak bisa diperiksa',
}

/** A page that does not answer with 2xx cannot score higher than this: its content is invisible to Google. */
export const SCORE_CAP_WHEN_PAGE_FAILS = 25

/** Score weight of each status: a warning costs half the check's weight; checks that could not run are left out. */
export const STATUS_CREDIT: Record<Exclude<CheckStatus, 'error'>, number> = { pass: 1, warn: 0.5, fail: 0 }

export function checkDefinition(id: string): CheckDefinition | undefined {
  return (CHECKS as Record<string, CheckDefinition>)[id]
}
