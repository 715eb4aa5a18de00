/** How many leads still wait for a first contact, with the way to them. */
export function WaitingLeadsCard({ waiting }: { waiting: number }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100">
      <h2 className="text-lg font-bold">Lead menunggu dihubungi</h2>
      <p className="mt-2 text-4xl font-extrabold text-brand-700" data-testid="new-lead-count">
        {waiting}
      </p>
      <p className="mt-1 text-sm text-ink-600">
        {waiting === 0
          ? 'Semua lead sudah ditindaklanjuti. Kerja bagus!'
          : 'Hubungi secepatnya: lead yang dihubungi di jam pertama jauh lebih sering jadi klien.'}
      </p>
      <a
        href="/admin/leads?status=new"
        className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Buka lead baru
      </a>
    </section>
  )
}
