'use client'

import type { Config } from '@keystatic/core'
import { Keystatic } from '@keystatic/core/ui'
import { useMemo } from 'react'
import { editorConfig, type EditorOptions } from '@/content/editor/config'

/** The GitHub App Keystatic signs in with (GitHub mode, docs/content.md), as `makePage` of @keystatic/next passes it. */
const appSlug = {
  envName: 'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG',
  value: process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG,
}

/** The editor in the browser; the choices that come from content are read on the server (layout.tsx). */
export function KeystaticApp({ options }: { options: EditorOptions }) {
  const config = useMemo(() => editorConfig(options), [options])
  // The component takes any config; makePage, which this replaces, was generic over it.
  return <Keystatic config={config as unknown as Config} appSlug={appSlug} />
}
