import type { Metadata } from 'next'
import { site } from '@/content/site'

// The staff inbox is per request, per user: never prerendered, never cached (headers set in src/lib/admin/proxy.ts).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: { default: 'Inbox staf', template: `%s | Inbox ${site.name}` },
  robots: { index: false, follow: false },
}

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-dvh bg-ink-50">{children}</div>
}
