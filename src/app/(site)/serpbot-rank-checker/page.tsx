import { RankTrackerSignup } from '@/components/sections/rank-tracker-signup'
import { SpecialtyPageShell } from '@/components/shells/specialty-page'
import { getRoute } from '@/content/routes'
import { rankCheckerFor } from '@/content/specialty/rank-checker'
import { readRankConfig } from '@/lib/rank-tracker'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute('/serpbot-rank-checker'))

export default function RankCheckerPage() {
  // Prerendered: whether tracking is active is decided when the page is built (set SERP_PROVIDER for the build
  // and the server alike; docs/rank-tracker.md). Without a provider the form gives way to the WhatsApp chat.
  const active = readRankConfig().provider !== null
  return <SpecialtyPageShell page={rankCheckerFor(active)} closing={<RankTrackerSignup active={active} />} />
}
