import { Page, Text, View } from '@react-pdf/renderer'
import { downloads } from '@/content/downloads'
import { figures } from '@/content/figures'
import { seoPackages } from '@/content/packages'
import { getRoute, type RoutePath } from '@/content/routes'
import { formatOpeningHours, openingHours, site } from '@/content/site'
import { companyProfile } from '@/content/specialty/company-profile'
import {
  totalProcessDays,
  webDevelopmentPage,
  webProcessSteps,
  websiteTypes,
} from '@/content/specialty/web-development'
import { formatJuta, formatPhoneLocal, formatRupiah } from '@/lib/format'
import type { PdfDocument } from './documents'
import { BrandDocument, Bullets, colors, CoverPage, PageFooter, pdfStyles } from './theme'

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

const siteHost = site.url.replace(/^https?:\/\//, '')

function StatRow() {
  return (
    <View style={{ flexDirection: 'row', marginTop: 10, marginBottom: 6 }}>
      {companyProfile.stats.map((stat) => (
        <View
          key={stat.label}
          style={{ flex: 1, backgroundColor: colors.brandLight, borderRadius: 6, padding: 10, marginRight: 6 }}
        >
          <Text style={{ fontSize: 18, fontWeight: 800, color: colors.brand }}>{stat.value}</Text>
          <Text style={{ fontSize: 9, color: colors.muted, marginTop: 4 }}>{stat.label}</Text>
        </View>
      ))}
    </View>
  )
}

function AboutPage() {
  return (
    <Page size="A4" style={pdfStyles.page}>
      <Text style={pdfStyles.h1}>Tentang {site.name}</Text>
      {companyProfile.about.map((paragraph) => (
        <Text key={paragraph} style={pdfStyles.p}>
          {paragraph}
        </Text>
      ))}
      <StatRow />
      <Text style={pdfStyles.h2}>Prinsip kerja kami</Text>
      <Bullets items={companyProfile.values} />
      <Text style={pdfStyles.h2}>Kenapa bisnis memilih kami</Text>
      {webDevelopmentPage.reasons.items.map((reason) => (
        <View key={reason.id} style={{ marginBottom: 5 }} wrap={false}>
          <Text style={pdfStyles.h3}>{reason.title}</Text>
          <Text>{reason.description}</Text>
        </View>
      ))}
      <PageFooter />
    </Page>
  )
}

function ServicesPage() {
  return (
    <Page size="A4" style={pdfStyles.page}>
      <Text style={pdfStyles.h1}>Layanan Kami</Text>
      <Text style={pdfStyles.p}>{companyProfile.servicesLead}</Text>
      {servicePaths.map(getRoute).map((route) => (
        <View key={route.path} style={pdfStyles.card} wrap={false}>
          <Text style={{ fontWeight: 700, color: colors.ink }}>{route.label}</Text>
          <Text>{route.description}</Text>
          <Text style={[pdfStyles.muted, { fontSize: 8.5 }]}>
            {siteHost}
            {route.path}
          </Text>
        </View>
      ))}
      <View>
        <Text style={[pdfStyles.h1, { marginTop: 14 }]}>Paket SEO Bulanan</Text>
        {seoPackages.map((pkg) => (
          <View key={pkg.id} style={pdfStyles.card} wrap={false}>
            <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
              <Text style={{ fontWeight: 700, color: colors.ink }}>{pkg.name}</Text>
              <Text style={{ fontWeight: 800, color: colors.brand }}>
                {formatRupiah(pkg.priceIdr)}/{pkg.period}
              </Text>
            </View>
            <Text style={[pdfStyles.p, pdfStyles.muted]}>{pkg.description}</Text>
            <Bullets items={pkg.features} />
            {pkg.guarantee ? <Text style={{ marginTop: 4, fontWeight: 600 }}>Garansi: {pkg.guarantee}</Text> : null}
          </View>
        ))}
      </View>
      <PageFooter />
    </Page>
  )
}

function WebsitePage() {
  const [minDays, maxDays] = totalProcessDays()
  return (
    <Page size="A4" style={pdfStyles.page}>
      <Text style={pdfStyles.h1}>Jenis Website & Harga</Text>
      <Text style={pdfStyles.p}>{companyProfile.websiteLead}</Text>
      <View style={[pdfStyles.callout, { marginTop: 0 }]} wrap={false}>
        <Text style={pdfStyles.h3}>
          Garansi {figures.webGuarantee} · mulai {formatRupiah(figures.websitePriceFrom)}
        </Text>
        <Text>{webDevelopmentPage.investment.guarantee.description}</Text>
      </View>
      {websiteTypes.map((type) => (
        <View
          key={type.id}
          style={[pdfStyles.card, compactCard, type.popular ? { borderColor: colors.brand, borderWidth: 1.5 } : {}]}
          wrap={false}
        >
          <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
            <Text style={{ fontWeight: 700, color: colors.ink }}>
              {type.name}
              {type.popular ? '  ·  Paling Populer' : ''}
            </Text>
            <Text style={{ fontWeight: 800, color: colors.brand }}>Mulai Rp {formatJuta(type.priceFromIdr)}</Text>
          </View>
          <Text style={pdfStyles.muted}>{type.description}</Text>
          <Text style={{ fontSize: 8.5, marginTop: 2 }}>{type.features.join(' · ')}</Text>
        </View>
      ))}
      <View break>
        <Text style={pdfStyles.h1}>Proses Pembuatan Website</Text>
        <Text style={pdfStyles.p}>
          Enam tahap dengan durasi dan hasil yang jelas, total sekitar {minDays}-{maxDays} hari.
        </Text>
        {webProcessSteps.map((step) => (
          <View key={step.step} style={pdfStyles.card} wrap={false}>
            <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
              <Text style={{ fontWeight: 700, color: colors.ink }}>
                {String(step.step).padStart(2, '0')}. {step.title}
              </Text>
              <Text style={{ fontWeight: 700, color: colors.brand }}>{step.duration}</Text>
            </View>
            <Text style={pdfStyles.p}>{step.description}</Text>
            <Text style={{ fontSize: 9, color: colors.muted }}>Hasil: {step.deliverables?.join(' · ')}</Text>
          </View>
        ))}
      </View>
      <PageFooter />
    </Page>
  )
}

function ContactLine({ label, value }: { label: string; value: string }) {
  return (
    <View style={{ flexDirection: 'row', marginBottom: 3 }}>
      <Text style={{ width: 125, fontWeight: 700, color: colors.ink }}>{label}</Text>
      <Text style={{ flex: 1 }}>{value}</Text>
    </View>
  )
}

function SupportAndContactPage() {
  return (
    <Page size="A4" style={pdfStyles.page}>
      <Text style={pdfStyles.h1}>Sudah Termasuk di Setiap Website</Text>
      {webDevelopmentPage.inclusions.groups.map((group) => (
        <View key={group.title} wrap={false}>
          <Text style={pdfStyles.h2}>{group.title}</Text>
          <Bullets items={group.items} />
        </View>
      ))}
      <View break>
        <Text style={pdfStyles.h1}>Hubungi Kami</Text>
        <Text style={pdfStyles.p}>{companyProfile.contactLead}</Text>
        <View style={pdfStyles.callout}>
          <ContactLine label="Telepon" value={formatPhoneLocal(site.phone)} />
          <ContactLine label="WhatsApp" value={formatPhoneLocal(site.whatsapp)} />
          <ContactLine label="E-mail" value={site.email} />
          <ContactLine label="Website" value={siteHost} />
          <ContactLine label="Analisis SEO gratis" value={`${siteHost}/analisis-gratis`} />
          <ContactLine
            label="Kantor"
            value={`${site.address.street}, ${site.address.locality} ${site.address.postalCode}`}
          />
          <Text style={[pdfStyles.muted, { marginLeft: 125 }]}>{site.address.visitNote}</Text>
        </View>
        <Text style={pdfStyles.h2}>Jam operasional</Text>
        {openingHours.map((hours) => (
          <ContactLine key={hours.label} label={hours.label} value={formatOpeningHours(hours)} />
        ))}
        <Text style={{ marginTop: 8 }}>
          Respons {figures.responseGeneral} pada jam kerja; kasus darurat ditangani dalam {figures.responseEmergency}.
        </Text>
      </View>
      <PageFooter />
    </Page>
  )
}

export const CompanyProfileDocument: PdfDocument = {
  download: downloads.companyProfile,
  render: () => (
    <BrandDocument
      title={`Company Profile ${site.name}`}
      subject="Profil perusahaan, layanan, harga website, proses kerja dan kontak"
    >
      <CoverPage eyebrow="Company Profile" title={companyProfile.coverTitle} lead={companyProfile.coverLead} />
      <AboutPage />
      <ServicesPage />
      <WebsitePage />
      <SupportAndContactPage />
    </BrandDocument>
  ),
}
