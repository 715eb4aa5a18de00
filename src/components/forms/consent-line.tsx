import { clsx } from 'clsx'

/** The short consent notice under every form, linking to the privacy notice whose version the form posts. */
type ConsentLineProps = {
  tone?: 'light' | 'dark'
  className?: string
  /** What the visitor agrees to, ending right before the link. */
  lead?: string
}

export function ConsentLine({
  tone = 'light',
  className,
  lead = 'Dengan mengirim formulir ini, Anda setuju data Anda kami pakai untuk menindaklanjuti permintaan ini sesuai',
}: ConsentLineProps) {
  return (
    <p className={clsx('text-xs leading-relaxed', tone === 'dark' ? 'text-ink-300' : 'text-ink-600', className)}>
      {lead}{' '}
      <a
        href="/kebijakan-privasi"
        className={clsx(
          'font-semibold underline underline-offset-2',
          tone === 'dark' ? 'text-ink-100 hover:text-white' : 'text-brand-700 hover:text-brand-800',
        )}
      >
        Kebijakan Privasi
      </a>
      .
    </p>
  )
}
