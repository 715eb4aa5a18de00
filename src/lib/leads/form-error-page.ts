import { site } from '@/content/site'
import { contactLinks } from '@/lib/site-links'

/*
 * The answer to a form post refused before it reached the form (see ./form-post-guard.ts): a small, complete
 * Indonesian page in the site's colours for a browser without JavaScript, or JSON for a script. Self-contained
 * (no framework, no external CSS) because it is sent from the proxy.
 */

export type FormErrorKind = 'too_large' | 'cross_origin' | 'stale_form' | 'malformed'

const COPY: Record<FormErrorKind, { title: string; message: string }> = {
  too_large: {
    title: 'Data formulir terlalu besar',
    message:
      'Isian yang dikirim melebihi batas 1 MB sehingga tidak kami terima. Persingkat pesan Anda lalu kirim kembali, atau hubungi kami langsung via WhatsApp.',
  },
  cross_origin: {
    title: 'Formulir dikirim dari situs lain',
    message:
      'Demi keamanan data Anda, kami hanya menerima formulir yang dikirim dari halaman situs ini. Buka halaman kami lalu isi formulirnya dari sana.',
  },
  stale_form: {
    title: 'Halaman sudah diperbarui',
    message:
      'Halaman ini telah kami perbarui sejak Anda membukanya, sehingga formulir lama tidak dapat diproses. Muat ulang halaman, isi kembali formulirnya, lalu kirim.',
  },
  malformed: {
    title: 'Data formulir tidak dapat dibaca',
    message: 'Kiriman formulir tidak lengkap atau rusak. Muat ulang halaman lalu kirim formulirnya kembali.',
  },
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!)

function page(kind: FormErrorKind, backPath: string): string {
  const { title, message } = COPY[kind]
  const back = backPath.startsWith('/') && !backPath.startsWith('//') ? backPath : '/'
  const whatsapp = contactLinks.whatsapp('form-error-whatsapp')
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} | ${escape(site.name)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fb;color:#0f1730;line-height:1.6}
main{max-width:36rem;margin:0 auto;padding:4rem 1.25rem}
.brand{font-weight:800;color:#1d41c9;text-decoration:none}
h1{font-size:1.75rem;line-height:1.25;margin:2rem 0 .75rem}
p{margin:0 0 1.5rem;color:#414c64}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
.button{display:inline-block;padding:.75rem 1.25rem;border-radius:.75rem;font-weight:700;text-decoration:none}
.primary{background:#2553e6;color:#fff}
.whatsapp{background:#128c4a;color:#fff}
a:focus-visible{outline:2px solid #2553e6;outline-offset:2px}
</style></head>
<body><main>
<a class="brand" href="/">${escape(site.name)}</a>
<h1>${escape(title)}</h1>
<p>${escape(message)}</p>
<div class="actions">
<a class="button primary" href="${escape(back)}">Kembali ke formulir</a>
<a class="button whatsapp" href="${escape(whatsapp.href)}" ping="${escape(whatsapp.ping)}" target="_blank" rel="noopener noreferrer">Hubungi via WhatsApp<span style="position:absolute;left:-9999px"> (membuka tab baru)</span></a>
</div>
</main></body></html>`
}

export function formErrorPage(kind: FormErrorKind, status: number, options: { path: string; json: boolean }): Response {
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }
  if (options.json) {
    const { message } = COPY[kind]
    return Response.json({ ok: false, error: message, fields: {} }, { status, headers })
  }
  return new Response(page(kind, options.path), {
    status,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  })
}
