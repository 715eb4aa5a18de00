import type { Author } from '@/content/articles/reader'
import { cn } from '@/lib/cn'

/** The author's initials in a brand-coloured circle: a portrait made in the repository, no photo needed. */
export function Monogram({ author, size = 'md' }: { author: Author; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white ring-2 ring-accent-400',
        size === 'sm' && 'size-10 text-sm',
        size === 'md' && 'size-14 text-lg',
        size === 'lg' && 'size-20 text-2xl',
      )}
    >
      {author.initials}
    </span>
  )
}

/** "Tentang penulis": who wrote the article and what they have actually done. */
export function AuthorBox({ author, headingLevel: Heading = 'h2' }: { author: Author; headingLevel?: 'h2' | 'p' }) {
  return (
    <section aria-label="Tentang penulis" className="rounded-2xl border border-ink-100 bg-ink-50 p-6 sm:p-8">
      <div className="flex items-start gap-4 sm:gap-5">
        <Monogram author={author} />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Tentang penulis</p>
          <Heading className="mt-1 text-xl font-bold text-ink-900">
            <a href={author.path} className="hover:text-brand-700 hover:underline">
              {author.name}
            </a>
          </Heading>
          <p className="text-ink-600">{author.role}</p>
        </div>
      </div>
      <p className="mt-4 leading-relaxed text-ink-700">{author.bio}</p>
      {author.expertise.length ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Keahlian">
          {author.expertise.map((skill) => (
            <li key={skill} className="rounded-full bg-white px-3 py-1 text-sm text-ink-700 ring-1 ring-ink-200">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
