/** The logo mark: a summit with a rising path, drawn inline so it costs no request. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#1d41c9" />
      <path d="M7 30 L17 15 L22 22 L26 17 L33 30 Z" fill="#ffffff" />
      <path d="M17 15 L20.2 19.8 L17 18.4 L13.9 19.7 Z" fill="#fbbf24" />
      <circle cx="29" cy="11" r="3" fill="#fbbf24" />
    </svg>
  )
}
