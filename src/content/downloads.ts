/** Files generated at build time (scripts/generate-assets.tsx) into public/downloads/. */
export type Download = { id: string; label: string; href: `/downloads/${string}.pdf`; fileName: string }

export const downloads = {
  seoGuide: {
    id: 'seo-guide',
    label: 'Unduh Panduan SEO (PDF)',
    href: '/downloads/panduan-seo-puncak-digital.pdf',
    fileName: 'panduan-seo-puncak-digital.pdf',
  },
  portfolio: {
    id: 'portfolio',
    label: 'Unduh Portofolio (PDF)',
    href: '/downloads/portofolio-puncak-digital.pdf',
    fileName: 'portofolio-puncak-digital.pdf',
  },
  companyProfile: {
    id: 'company-profile',
    label: 'Unduh Company Profile (PDF)',
    href: '/downloads/company-profile-puncak-digital.pdf',
    fileName: 'company-profile-puncak-digital.pdf',
  },
} as const satisfies Record<string, Download>
