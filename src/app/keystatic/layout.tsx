import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { editorOptions } from '@/content/editor/options'
import { editorAccess } from '@/lib/editor-auth/editor-access'
import { KeystaticApp } from './keystatic-app'

// Decided per request: the editor exists only for the dev server or a signed-in admin.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Editor konten', robots: { index: false, follow: false } }

export default async function KeystaticLayout() {
  const decision = await editorAccess(await headers())
  if (!decision.allow) {
    if (decision.status === 404) notFound()
    redirect(decision.location)
  }
  return <KeystaticApp options={editorOptions()} />
}
