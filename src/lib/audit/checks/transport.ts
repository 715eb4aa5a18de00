import 'server-only'
import type { CheckResult } from '../result'
import { result, formatInteger, formatKb, formatSeconds, quote, type AuditContext } from './context'
import { CHECKS } from './definitions'

/** Checks on how the page is delivered: status, redirects, HTTPS, speed, size, compression, caching. */

export function checkHttpStatus({ page }: AuditContext): CheckResult {
  const status = page.status
  const value = String(status)
  if (status === CHECKS['http-status'].limits.expected)
    return result('http-status', 'pass', value, 'Halaman terbuka normal (status 200).')
  if (status >= 200 && status < 300)
    return result(
      'http-status',
      'warn',
      value,
      `Halaman menjawab dengan status ${status}, bukan 200 seperti biasanya.`,
      'Pastikan server mengirim status 200 OK untuk halaman ini.',
    )
  const fix =
    status === 404 || status === 410
      ? 'Periksa alamatnya. Jika halaman sudah dipindah, buat pengalihan 301 dari alamat lama ke alamat baru.'
      : status >= 500
        ? 'Ada gangguan di server: minta developer atau penyedia hosting memeriksa log error server.'
        : 'Halaman terkunci (butuh login atau diblokir). Buka aksesnya untuk publik dan untuk Googlebot.'
  return result(
    'http-status',
    'fail',
    value,
    `Halaman menjawab dengan status ${status}, sehingga pengunjung dan Google tidak melihat isinya.`,
    fix,
  )
}

export function checkRedirects({ page, startUrl }: AuditContext): CheckResult {
  const { limits } = CHECKS.redirects
  const hops = page.redirects.length
  const value = `${hops} pengalihan`
  const downgrade = page.redirects.find(
    (hop) => hop.from.startsWith('https:') && hop.to.startsWith('http:') && !hop.to.startsWith('https:'),
  )
  if (downgrade)
    return result(
      'redirects',
      'fail',
      value,
      'Ada pengalihan dari https ke http, sehingga pengunjung dipindah ke versi yang tidak aman.',
      'Ubah pengalihan tersebut agar selalu menuju alamat https.',
    )
  const fix = 'Arahkan alamat lama langsung ke alamat akhir dengan satu pengalihan 301.'
  if (hops >= limits.failFrom)
    return result('redirects', 'fail', value, `Ada ${hops} pengalihan berturut-turut sebelum halaman terbuka.`, fix)
  if (hops >= limits.warnFrom)
    return result('redirects', 'warn', value, `Ada ${hops} pengalihan berturut-turut sebelum halaman terbuka.`, fix)
  if (hops === 0) return result('redirects', 'pass', value, 'Tidak ada pengalihan: halaman langsung terbuka.')
  const toHttps = startUrl.protocol === 'http:' && page.url.startsWith('https:')
  return result(
    'redirects',
    'pass',
    value,
    toHttps
      ? 'Satu pengalihan dari http ke https, sudah tepat.'
      : 'Satu pengalihan sebelum halaman terbuka, masih wajar.',
  )
}

export function checkHttps({ finalUrl, httpsProblem }: AuditContext): CheckResult {
  if (finalUrl.protocol === 'https:') return result('https', 'pass', 'https', 'Halaman dibuka lewat HTTPS yang aman.')
  const fix =
    'Pasang sertifikat SSL (Let’s Encrypt gratis di kebanyakan hosting), lalu alihkan semua alamat http ke https dengan pengalihan 301.'
  if (httpsProblem === 'tls')
    return result(
      'https',
      'fail',
      'sertifikat tidak valid',
      'Sertifikat HTTPS website tidak valid atau kedaluwarsa, sehingga kami membuka versi http.',
      'Pasang sertifikat SSL yang valid untuk domain ini dan aktifkan perpanjangan otomatis.',
    )
  return result('https', 'fail', 'http', 'Halaman dibuka lewat http biasa, tanpa enkripsi.', fix)
}

export function checkHsts({ finalUrl, page }: AuditContext): CheckResult {
  const { minMaxAgeSeconds } = CHECKS.hsts.limits
  const fix =
    'Tambahkan header Strict-Transport-Security: max-age=31536000; includeSubDomains di pengaturan server atau CDN.'
  if (finalUrl.protocol !== 'https:')
    return result(
      'hsts',
      'fail',
      null,
      'HSTS belum bisa dipakai karena halaman belum memakai HTTPS.',
      'Pasang HTTPS lebih dulu, lalu tambahkan header Strict-Transport-Security: max-age=31536000.',
    )
  const header = page.headers['strict-transport-security']
  if (!header) return result('hsts', 'fail', null, 'Server tidak mengirim header Strict-Transport-Security.', fix)
  const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(header)?.[1] ?? 0)
  const days = Math.floor(maxAge / 86_400)
  const value = `max-age ${formatInteger(days)} hari`
  if (maxAge < minMaxAgeSeconds)
    return result(
      'hsts',
      'warn',
      value,
      `HSTS aktif, tetapi hanya berlaku ${formatInteger(days)} hari.`,
      'Naikkan max-age menjadi minimal 15552000 (180 hari), idealnya 31536000 (1 tahun).',
    )
  return result('hsts', 'pass', value, `HSTS aktif dan berlaku ${formatInteger(days)} hari.`)
}

export function checkTtfb({ page }: AuditContext): CheckResult {
  const { warnAboveMs, failAboveMs } = CHECKS.ttfb.limits
  const value = formatSeconds(page.ttfbMs)
  const fix =
    'Aktifkan cache halaman (misalnya plugin cache di WordPress), gunakan CDN, atau pindah ke hosting yang lebih cepat.'
  if (page.ttfbMs > failAboveMs)
    return result('ttfb', 'fail', value, `Server baru menjawab setelah ${value}, jauh di atas batas 1,8 detik.`, fix)
  if (page.ttfbMs > warnAboveMs)
    return result(
      'ttfb',
      'warn',
      value,
      `Server menjawab dalam ${value}, lebih lambat dari batas ideal 0,8 detik.`,
      fix,
    )
  return result('ttfb', 'pass', value, `Server menjawab cepat, dalam ${value}.`)
}

export function checkPageWeight({ page, facts }: AuditContext): CheckResult {
  const { warnAboveKb, failAboveKb, capKb, warnAboveResources } = CHECKS['page-weight'].limits
  const kb = page.body.length / 1024
  const count = (kind: string) => facts?.resources.filter((resource) => resource.kind === kind).length ?? 0
  const scripts = count('script')
  const styles = count('stylesheet')
  const images = count('image')
  const resources = scripts + styles + images
  const value = `${page.truncated ? `> ${formatInteger(capKb / 1024)} MB` : formatKb(page.body.length)} HTML · ${scripts} skrip · ${styles} CSS · ${images} gambar`
  const slimFix =
    'Buang kode yang tidak perlu (data tersembunyi, gambar yang ditanam sebagai base64, plugin yang tidak dipakai) dan bagi konten yang sangat panjang ke beberapa halaman.'
  if (page.truncated)
    return result(
      'page-weight',
      'fail',
      value,
      `Kode HTML halaman lebih dari ${capKb / 1024} MB; kami berhenti membaca di batas itu.`,
      slimFix,
    )
  if (kb > failAboveKb)
    return result(
      'page-weight',
      'fail',
      value,
      `Kode HTML halaman sangat berat: ${formatKb(page.body.length)}.`,
      slimFix,
    )
  if (kb > warnAboveKb)
    return result(
      'page-weight',
      'warn',
      value,
      `Kode HTML halaman cukup berat: ${formatKb(page.body.length)}.`,
      slimFix,
    )
  if (resources > warnAboveResources)
    return result(
      'page-weight',
      'warn',
      value,
      `Halaman memuat ${resources} file skrip, CSS, dan gambar.`,
      'Hapus plugin dan skrip yang tidak dipakai, gabungkan file CSS/JS, dan pakai lazy loading untuk gambar di bawah layar.',
    )
  return result('page-weight', 'pass', value, `Kode HTML ${formatKb(page.body.length)}, ringan.`)
}

export function checkCompression({ page }: AuditContext): CheckResult {
  const encoding = page.headers['content-encoding']?.trim().toLowerCase()
  if (encoding && /^(gzip|x-gzip|br|deflate|zstd)$/.test(encoding))
    return result('compression', 'pass', encoding, `Halaman dikirim terkompresi (${encoding}).`)
  if (page.wireBytes < CHECKS.compression.limits.minBytes)
    return result('compression', 'pass', 'tidak perlu', 'Halaman sangat kecil, kompresi tidak diperlukan.')
  return result(
    'compression',
    'fail',
    'tanpa kompresi',
    `Halaman dikirim tanpa kompresi (${formatKb(page.wireBytes)} utuh).`,
    'Aktifkan gzip atau Brotli di server (mod_deflate di Apache, "gzip on" di Nginx) atau lewat CDN seperti Cloudflare.',
  )
}

export function checkCaching({ page }: AuditContext): CheckResult {
  const cacheControl = page.headers['cache-control']
  const fix =
    'Tambahkan header Cache-Control: max-age yang panjang untuk file statis (gambar, CSS, JS) dan no-cache atau max-age pendek untuk HTML yang sering berubah.'
  if (cacheControl)
    return result(
      'caching',
      'pass',
      quote(cacheControl, 80),
      `Server mengatur cache (Cache-Control: ${quote(cacheControl, 80)}).`,
    )
  if (page.headers.etag || page.headers['last-modified'])
    return result(
      'caching',
      'warn',
      'hanya ETag/Last-Modified',
      'Tidak ada header Cache-Control, hanya ETag atau Last-Modified.',
      fix,
    )
  return result('caching', 'fail', null, 'Server tidak mengirim aturan cache apa pun.', fix)
}
