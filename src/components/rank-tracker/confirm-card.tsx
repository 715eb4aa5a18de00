import { Section } from '@/components/sections/section'

/** The confirmation page's card, for the sign-up waiting to be confirmed and for the one that has expired. */
export function ConfirmCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Section tone="muted" labelledBy="konfirmasi-title" className="min-h-[60vh]">
      <div className="mx-auto max-w-xl rounded-3xl border border-ink-100 bg-white p-6 shadow-sm sm:p-10">
        <h1 id="konfirmasi-title" className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
          {title}
        </h1>
        {children}
      </div>
    </Section>
  )
}
