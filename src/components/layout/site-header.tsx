import { buttonClasses } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import { headerActions, mainNav } from '@/content/navigation'
import { site } from '@/content/site'
import { contactLinks } from '@/lib/site-links'
import { BrandMark } from './brand-mark'
import { MobileMenu } from './mobile-menu'
import { NavLinks } from './nav-links'

export function SiteHeader() {
  return (
    <>
      <div className="bg-ink-950 text-xs text-ink-200 sm:text-sm">
        <Container className="flex min-h-9 items-center justify-between gap-4 py-1.5">
          <div className="flex items-center gap-5">
            <a
              {...contactLinks.phone('header-phone')}
              className="inline-flex min-h-6 items-center gap-1.5 hover:text-white"
            >
              <Icon name="phone" className="size-3.5 text-accent-400" />
              <span className="sr-only">Telepon: </span>
              {contactLinks.phoneDisplay}
            </a>
            <a
              href={contactLinks.emailHref}
              className="hidden min-h-6 items-center gap-1.5 hover:text-white md:inline-flex"
            >
              <Icon name="mail" className="size-3.5 text-accent-400" />
              <span className="sr-only">E-mail: </span>
              {site.email}
            </a>
          </div>
          <p className="font-semibold text-accent-300">{site.tagline}</p>
        </Container>
      </div>
      <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <Container className="flex h-16 items-center justify-between gap-6">
          <a href="/" className="flex items-center gap-2.5" aria-label={`${site.name} - beranda`}>
            <BrandMark />
            <span className="text-lg font-extrabold tracking-tight text-ink-900">{site.name}</span>
          </a>
          <nav aria-label="Menu utama" className="hidden lg:block">
            <NavLinks
              links={mainNav}
              className="flex items-center gap-1"
              linkClassName="rounded-lg px-3 py-2 text-[0.95rem] font-medium"
            />
          </nav>
          <div className="hidden items-center gap-2 lg:flex">
            <a href={headerActions.contact.href} className={buttonClasses('outline', 'sm')}>
              {headerActions.contact.label}
            </a>
            <a href={headerActions.analysis.href} className={buttonClasses('primary', 'sm')}>
              {headerActions.analysis.label}
            </a>
          </div>
          <MobileMenu
            links={mainNav}
            actions={[headerActions.analysis, headerActions.contact]}
            phone={{ label: contactLinks.phoneDisplay, ...contactLinks.phone('mobile-menu-phone') }}
          />
        </Container>
      </header>
    </>
  )
}
