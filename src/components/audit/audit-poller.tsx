'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { reportApiPath } from '@/lib/audit/paths'

/**
 * While an audit runs: asks GET /api/audit/TOKEN every few seconds and, once it is no longer pending, has the
 * server re-render the page in place (router.refresh keeps scroll and needs no reload). Without JavaScript the
 * page reloads itself instead (<noscript> meta refresh).
 */
export function AuditPoller({ token }: { token: string }) {
  const router = useRouter()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    let stopped = false
    let delay = 1200
    const tick = async () => {
      try {
        const response = await fetch(reportApiPath(token), { cache: 'no-store' })
        const body = response.ok ? ((await response.json()) as { status?: string }) : null
        if (response.status === 404 || (body && body.status !== 'pending')) {
          router.refresh()
          // Normally the refreshed page no longer renders this poller; if it still does, keep watching.
          delay = 3000
        }
      } catch {
        // Offline for a moment: keep trying, a little slower.
      }
      if (stopped) return
      delay = Math.min(delay * 1.25, 5000)
      timer = setTimeout(tick, delay)
    }
    timer = setTimeout(tick, delay)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [token, router])
  return null
}
