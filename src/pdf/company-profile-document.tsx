import { renderToBuffer, Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'
import { downloads } from '@/content/downloads'
import { figures } from '@/content/figures'
import { seoPackages } from '@/content/packages'
import { getRoute, type RoutePath } from '@/content/routes'
import { formatOpeningHours, openingHours, site } from '@/content/site'
import { companyProfile } from '@/content/specialty/company-profile'
import { webDevelopmentParts } from '@/content/specialty/web-development'
import { formatJuta, formatPhoneLocal, formatRupiah } from '@/content/format'
import { Bullets, SectionHeading } from './blocks'
import { BrandDocument, ContentPage, CoverPage, SiteLink } from './chrome'
import { colors, pdfStyles } from './theme'
import type { PdfDocument } from './types'

/** Services listed in the profile, read from the route registry so names and blurbs match the site. */
const servicePaths: readonly RoutePath[] = [
  '/jasa-pembuatan-website-indonesia',
  '/seo-on-page-optimization',
  '/seo-off-page-link-building',
  '/technical-seo-audit',
  '/local-seo-optimization',
  '/content-marketing-seo',
  '/ecommerce-seo',
  '/jasa-seo-wordpress',
  '/jasa-seo-magento',
  '/chatgpt-seo-ranking',
  '/solusi-praktis-mengatasi-halaman-web',
]

const compactCard = { paddingVertical: 7, marginBottom: 6 }
const documentTitle = `Company Profile ${site.name}`

/** The portfolio uses the same stat boxes; 18 pt figures need their own line height (see theme.tsx). */
function StatRow() {
  return (
    <View style={{ flexDirection: 'row', gap: 6, marginTop: 4, marginBottom: 8 }} wrap={false}>
      {companyProfile.stats.map((stat) => (
        <View key={stat.label} style={{ flex: 1, backgroundColor: colors.brandLight, borderRadius: 6, padding: 10 }}>
          <Text style={{ fontSize: 18, lineHeight: 1.25, fontWeight: 800, color: colors.brand }}>{stat.value}</Text>
          <Text style={{ ...pdfStyles.small, color: colors.muted, marginTop: 2 }}>{stat.label}</Text>
        </View>
      ))}
    </View>
  )
}

type ReasonItem = (typeof webDevelopmentParts.reasons)[number]

function Reason({ reason }: { reason: ReasonItem }) {
  return (
    <View style={{ marginBottom: 4 }} wrap={false}>
      <Text style={pdfStyles.h3}>{reason.title}</Text>
      <Text>{reason.description}</Text>
    </View>
  )
}

function About() {
  const [first, ...rest] = companyProfile.about
  const [firstReason, ...otherReasons] = webDevelopmentParts.reasons
  return (
    <>
      <SectionHeading level="chapter" eyebrow="Profil" title={`Tentang ${site.name}`}>
        <Text style={pdfStyles.p}>{first}</Text>
      </SectionHeading>
      {rest.map((paragraph) => (
        <Text key={paragraph} style={pdfStyles.p}>
          {paragraph}
        </Text>
      ))}
      <StatRow />
      <SectionHeading level="section" title="Prinsip kerja kami">
        <Bullets items={companyProfile.values} />
      </SectionHeading>
      <SectionHeading level="section" title="Kenapa bisnis memilih kami">
        {firstReason ? <Reason reason={firstReason} /> : null}
      </SectionHeading>
      {otherReasons.map((reason) => (
        <Reason key={reason.title} reason={reason} />
      ))}
    </>
  )
}

function Services() {
  return (
    <>
      <SectionHeading level="chapter" eyebrow="Layanan" title="Layanan Kami">
        <Text style={pdfStyles.p}>{companyProfile.servicesLead}</Text>
      </SectionHeading>
      {servicePaths.map(getRoute).map((route) => (
        <View key={route.path} style={{ ...pdfStyles.card, ...compactCard }} wrap={false}>
          <Text style={pdfStyles.strong}>{route.label}</Text>
          <Text>{route.description}</Text>
          <SiteLink path={route.path} style={{ fontSize: 8.5, lineHeight: 1.4 }} />
        </View>
      ))}
    </>
  )
}

function PackageCard({ pkg }: { pkg: (typeof seoPackages)[number] }) {
  return (
    <View style={[pdfStyles.card, pkg.popular ? { borderColor: colors.brand, borderWidth: 1.5 } : {}]} wrap={false}>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <Text style={pdfStyles.strong}>
          {pkg.name}
          {pkg.popular ? '  ·  Paling Populer' : ''}
        </Text>
        <Text style={{ fontWeight: 800, color: colors.brand }}>
          {formatRupiah(pkg.priceIdr)}/{pkg.period}
        </Text>
      </View>
      <Text style={[pdfStyles.p, pdfStyles.muted]}>{pkg.description}</Text>
      <Bullets items={pkg.features} />
      {pkg.guarantee ? <Text style={{ marginTop: 4, fontWeight: 600 }}>Garansi: {pkg.guarantee}</Text> : null}
    </View>
  )
}

function Packages() {
  const [first, ...rest] = seoPackages
  return (
    <>
      <SectionHeading level="chapter" eyebrow="Harga" title="Paket SEO Bulanan">
        {first ? <PackageCard pkg={first} /> : null}
      </SectionHeading>
      {rest.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} />
      ))}
    </>
  )
}

function Websites() {
  return (
    <>
      <SectionHeading level="chapter" eyebrow="Pembuatan Website" title="Jenis Website & Harga">
        <Text style={pdfStyles.p}>{companyProfile.websiteLead}</Text>
      </SectionHeading>
      <View style={[pdfStyles.callout, { marginTop: 0 }]} wrap={false}>
        <Text style={pdfStyles.h3}>
          Garansi {figures.webGuarantee} · mulai {formatRupiah(figures.websitePriceFrom)}
        </Text>
        <Text>{webDevelopmentParts.guarantee.description}</Text>
      </View>
      {webDevelopmentParts.websiteTypes.map((type) => (
        <View
          key={type.id}
          style={[pdfStyles.card, compactCard, type.popular ? { borderColor: colors.brand, borderWidth: 1.5 } : {}]}
          wrap={false}
        >
          <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
            <Text style={pdfStyles.strong}>
              {type.title}
              {type.popular ? '  ·  Paling Populer' : ''}
            </Text>
            <Text style={{ fontWeight: 800, color: colors.brand }}>Mulai Rp {formatJuta(type.priceFromIdr)}</Text>
          </View>
          <Text style={pdfStyles.muted}>{type.description}</Text>
          <Text style={{ fontSize: 8.5, lineHeight: 1.45, marginTop: 2 }}>{type.features?.join(' · ')}</Text>
        </View>
      ))}
    </>
  )
}

function Process() {
  return (
    <>
      <SectionHeading level="chapter" eyebrow="Cara Kerja" title="Proses Pembuatan Website">
        <Text style={pdfStyles.p}>
          Enam tahap dengan durasi dan hasil yang jelas, total sekitar {webDevelopmentParts.processDays}.
        </Text>
      </SectionHeading>
      {webDevelopmentParts.processSteps.map((step) => (
        <View key={step.step} style={pdfStyles.card} wrap={false}>
          <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
            <Text style={pdfStyles.strong}>
              {String(step.step).padStart(2, '0')}. {step.title}
            </Text>
            <Text style={{ fontWeight: 700, color: colors.brand }}>{step.duration}</Text>
          </View>
          <Text style={pdfStyles.p}>{step.description}</Text>
          <Text style={{ ...pdfStyles.small, color: colors.muted }}>Hasil: {step.deliverables?.join(' · ')}</Text>
        </View>
      ))}
    </>
  )
}

function Inclusions() {
  return (
    <>
      <SectionHeading level="chapter" eyebrow="Standar Kami" title="Sudah Termasuk di Setiap Website">
        <View style={{ flexDirection: 'row', gap: 16 }}>
          {webDevelopmentParts.inclusions.map((group) => (
            <View key={group.title} style={{ flex: 1 }}>
              <Text style={{ ...pdfStyles.h3, color: colors.brand }}>{group.title}</Text>
              <Bullets items={group.items} />
            </View>
          ))}
        </View>
      </SectionHeading>
    </>
  )
}

function ContactLine({ label, width = 110, children }: { label: string; width?: number; children: ReactNode }) {
  return (
    <View style={{ flexDirection: 'row', marginBottom: 3 }}>
      <Text style={{ width, ...pdfStyles.strong }}>{label}</Text>
      <Text style={{ flex: 1 }}>{children}</Text>
    </View>
  )
}

/** The back of the brochure: every channel and the opening hours in one box. */
function Contact() {
  return (
    // Nothing follows the last section, so it needs no room below it.
    <SectionHeading level="chapter" eyebrow="Kontak" title="Hubungi Kami" minPresenceAhead={0}>
      <Text style={pdfStyles.p}>{companyProfile.contactLead}</Text>
      <View style={{ ...pdfStyles.callout, flexDirection: 'row', gap: 18, fontSize: 9.5, lineHeight: 1.45 }}>
        <View style={{ flex: 1.5 }}>
          <ContactLine label="Telepon">{formatPhoneLocal(site.phone)}</ContactLine>
          <ContactLine label="WhatsApp">{formatPhoneLocal(site.whatsapp)}</ContactLine>
          <ContactLine label="E-mail">{site.email}</ContactLine>
          <ContactLine label="Website">
            <SiteLink />
          </ContactLine>
          <ContactLine label="Analisis SEO gratis">
            <SiteLink path="/analisis-gratis" />
          </ContactLine>
          <ContactLine label="Kantor">
            {site.address.street}, {site.address.locality} {site.address.postalCode}
          </ContactLine>
          <Text style={[pdfStyles.muted, { marginLeft: 110 }]}>{site.address.visitNote}</Text>
        </View>
        <View style={{ flex: 1 }}>
          <Text style={{ ...pdfStyles.h3, marginTop: 0 }}>Jam operasional</Text>
          {openingHours.map((hours) => (
            <ContactLine key={hours.label} label={hours.label} width={80}>
              {formatOpeningHours(hours)}
            </ContactLine>
          ))}
          <Text style={{ ...pdfStyles.small, marginTop: 6 }}>
            Respons {figures.responseGeneral} pada jam kerja; kasus darurat ditangani dalam {figures.responseEmergency}.
          </Text>
        </View>
      </View>
    </SectionHeading>
  )
}

export const CompanyProfileDocument: PdfDocument = {
  download: downloads.companyProfile,
  render: () =>
    renderToBuffer(
      <BrandDocument
        title={documentTitle}
        subject="Profil perusahaan, layanan, harga website, proses kerja dan kontak"
        keywords={[site.name, 'company profile', 'agensi SEO', 'jasa SEO', 'jasa pembuatan website', 'paket SEO']}
      >
        <CoverPage eyebrow="Company Profile" title={companyProfile.coverTitle} lead={companyProfile.coverLead} />
        {/* One flowing page: sections follow each other and break only where too little room is left. */}
        <ContentPage title={documentTitle}>
          <About />
          <Services />
          <Packages />
          <Websites />
          <Inclusions />
          <Process />
          <Contact />
        </ContentPage>
      </BrandDocument>,
    ),
}
