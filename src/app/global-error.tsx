'use client'

import './globals.css'

/**
 * Last-resort error view, shown in place of the whole layout when rendering fails (Next's own is English).
 * Self-contained: the root layout, and with it the header, did not render.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="id">
      <body className="bg-ink-50 text-ink-900">
        <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center px-5 py-16">
          <a href="/" className="font-extrabold text-brand-700">
            Beranda
          </a>
          <h1 className="mt-8 text-3xl font-bold">Terjadi Kesalahan</h1>
          <p className="mt-3 text-ink-600">
            Halaman ini gagal dimuat karena kesalahan di server kami. Silakan coba lagi beberapa saat lagi, atau kembali
            ke beranda.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={reset}
              className="rounded-xl bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700"
            >
              Coba Lagi
            </button>
            <a href="/" className="rounded-xl border border-ink-300 px-5 py-3 font-bold text-ink-800 hover:bg-white">
              Kembali ke Beranda
            </a>
          </div>
        </main>
      </body>
    </html>
  )
}
