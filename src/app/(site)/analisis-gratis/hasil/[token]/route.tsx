import { AuditReportView } from '@/components/audit/audit-report'
import { ReportNotFound } from '@/components/audit/report-not-found'
import { renderSitePage } from '@/components/document/site-page'
import { pageTitle } from '@/components/document/server-page'
import { getAuditReport } from '@/lib/audit/report'

// A private report behind an unguessable token: rendered per request without a client framework (its one script
// refreshes the running report, components/audit/audit-refresh.tsx), never indexed, never in the sitemap, and no
// Referer carrying the token to the sites it links to.
export const dynamic = 'force-dynamic'

const head = { robots: 'noindex, nofollow', referrer: 'no-referrer' } as const

export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const report = await getAuditReport((await params).token)
  if (!report)
    return renderSitePage(request, { ...head, title: pageTitle('Laporan Tidak Ditemukan') }, <ReportNotFound />, {
      status: 404,
    })
  return renderSitePage(
    request,
    {
      ...head,
      title: pageTitle('Hasil Analisis SEO Instan'),
      description:
        'Hasil analisis SEO instan untuk website Anda, dengan saran perbaikan dalam bahasa yang mudah dipahami.',
    },
    <AuditReportView report={report} />,
  )
}
