'use client'

import { useEffect } from 'react'

/**
 * Marks <html data-hydrated> once React has taken over the page. The loader of scripts/defer-hydration waits for it to
 * replay a submit it held; the E2E helper hydrate() waits for it too.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
