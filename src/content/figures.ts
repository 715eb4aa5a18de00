/**
 * Business figures shown across the site. Each one is defined here once and imported
 * everywhere it appears, so a changed claim changes on every page at the same time.
 */
export const figures = {
  yearsExperience: '14+',
  sinceYear: 2010,
  clients: '500+',
  websitesBuilt: '500+',
  satisfaction: '98%',
  successRate: '97%',
  projectSuccess: '99%',
  support: '24/7',
  happyClients: '100+',
  activeMonthlyClients: '200+',
  averageGrowth: '385%',
  averageRoi: '450%',
  responseGeneral: '< 2 jam',
  responseEmergency: '< 30 menit',
  emailResponse: '2 jam',
  chatResponse: '15 menit',
  followUp: '1x24 jam',
  analysisDelivery: '24 jam',
  analysisProcess: '24-48 jam',
  webGuarantee: '1 tahun',
  /** Rupiah, integer */
  websitePriceFrom: 3_000_000,
  /** Rupiah value of the free SEO audit */
  freeAuditValue: 1_500_000,
} as const
