import { Container } from '@/components/ui/container'
import { FacebookIcon, Icon, InstagramIcon, LinkedinIcon } from '@/components/ui/icon'
import { NewsletterForm, NewsletterLink } from '@/components/forms/newsletter-form'
import { downloads } from '@/content/downloads'
import { footerQuickLinks, footerServiceLinks, type NavLink } from '@/content/navigation'
import { formatOpeningHours, openingHours, site } from '@/content/site'
import { contactLinks } from '@/lib/site-links'
import { BrandMark } from './brand-mark'
import { NewTabHint } from './new-tab-hint'

const socialLinks = [
  { label: 'Facebook', href: site.social.facebook, Icon: FacebookIcon },
  { label: 'Instagram', href: site.social.instagram, Icon: InstagramIcon },
  { label: 'LinkedIn', href: site.social.linkedin, Icon: LinkedinIcon },
]

function FooterLinks({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="inline-flex min-h-8 items-center text-ink-300 hover:text-white">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The site's footer. `newsletter="link"` on the pages rendered without a client runtime, where the newsletter box
 * (a form island with a server action) cannot work: its words and a link to the box on the home page instead.
 */
export function SiteFooter({ newsletter = 'form' }: { newsletter?: 'form' | 'link' }) {
  const year = new Date().getFullYear()
  return (
    <footer className="bg-ink-950 text-ink-300">
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <a href="/" className="inline-flex items-center gap-2.5" aria-label={`${site.name} - beranda`}>
            <BrandMark />
            <span className="text-lg font-extrabold text-white">{site.name}</span>
          </a>
          <p className="mt-4 max-w-sm leading-relaxed">{site.shortDescription}</p>
          <address className="mt-6 space-y-2 not-italic">
            <a {...contactLinks.phone('footer-phone')} className="flex min-h-8 items-center gap-2 hover:text-white">
              <Icon name="phone" className="size-4 text-accent-400" />
              {contactLinks.phoneDisplay}
            </a>
            <a href={contactLinks.emailHref} className="flex min-h-8 items-center gap-2 break-all hover:text-white">
              <Icon name="mail" className="size-4 shrink-0 text-accent-400" />
              {site.email}
            </a>
            <p className="flex gap-2">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <span>
                {site.address.street}, {site.address.locality} {site.address.postalCode}
                <span className="block text-sm text-ink-400">{site.address.visitNote}</span>
              </span>
            </p>
          </address>
          <ul className="mt-6 flex gap-3" aria-label="Media sosial">
            {socialLinks.map(({ label, href, Icon: SocialIcon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-xl bg-white/5 text-ink-200 ring-1 ring-white/10 hover:bg-white/10 hover:text-white"
                >
                  <SocialIcon />
                  <span className="sr-only">
                    {site.name} di {label}
                  </span>
                  <NewTabHint />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-3">
          <FooterLinks title="Layanan SEO" links={footerServiceLinks} />
        </div>
        <div className="lg:col-span-2">
          <FooterLinks title="Menu Cepat" links={footerQuickLinks} />
        </div>
        <div className="space-y-6 lg:col-span-3">
          <div>
            <h2 className="text-sm font-bold tracking-wider text-white uppercase">Mulai dari sini</h2>
            <ul className="mt-4 space-y-3">
              <li>
                <a
                  href="/analisis-gratis"
                  className="flex min-h-8 items-center gap-2 font-semibold text-accent-300 hover:text-accent-400"
                >
                  <Icon name="search" className="size-4" />
                  Analisis SEO Gratis
                </a>
              </li>
              <li>
                <a
                  href={downloads.seoGuide.href}
                  download={downloads.seoGuide.fileName}
                  className="flex min-h-8 items-center gap-2 hover:text-white"
                >
                  <Icon name="download" className="size-4 text-accent-400" />
                  {downloads.seoGuide.label}
                </a>
              </li>
            </ul>
          </div>
          {newsletter === 'form' ? <NewsletterForm /> : <NewsletterLink />}
          <div>
            <h2 className="text-sm font-bold tracking-wider text-white uppercase">Jam Operasional</h2>
            <dl className="mt-3 space-y-1 text-sm">
              {openingHours.map((hours) => (
                <div key={hours.label} className="flex justify-between gap-3">
                  <dt>{hours.label}</dt>
                  <dd className="text-right text-ink-200">{formatOpeningHours(hours)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col items-center justify-between gap-4 py-6 text-sm sm:flex-row">
          <p>
            © {year} {site.legalName}. Hak cipta dilindungi.
          </p>
          <div className="flex items-center gap-4">
            <a href="/kebijakan-privasi" className="inline-flex min-h-8 items-center hover:text-white">
              Kebijakan Privasi
            </a>
            <a
              href="#top"
              className="inline-flex min-h-10 items-center gap-2 rounded-xl bg-white/5 px-3 font-semibold text-ink-100 ring-1 ring-white/10 hover:bg-white/10"
            >
              <Icon name="arrow-up" className="size-4" />
              Kembali ke atas
            </a>
          </div>
        </Container>
      </div>
    </footer>
  )
}
