/** Footer newsletter box. The forms work wires it to the lead backend (subscribeNewsletterAction). */
export function NewsletterForm() {
  return (
    <form className="space-y-2" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="text-sm font-bold tracking-wider text-white uppercase">
        Newsletter SEO
      </h2>
      <p className="text-sm">Tips SEO praktis dan update algoritma Google, dua kali sebulan.</p>
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          Alamat e-mail
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="email@bisnisanda.com"
          className="min-h-11 w-full min-w-0 rounded-xl border border-white/15 bg-white/5 px-3 text-white placeholder:text-ink-400"
        />
        <button type="submit" className="min-h-11 shrink-0 rounded-xl bg-accent-400 px-4 font-semibold text-ink-950 hover:bg-accent-300">
          Subscribe
        </button>
      </div>
    </form>
  )
}
