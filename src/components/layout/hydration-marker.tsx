'use client'

import { useEffect } from 'react'

/** Marks <html data-hydrated> once React has taken over the page (scripts are deferred, see scripts/defer-hydration.ts). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
