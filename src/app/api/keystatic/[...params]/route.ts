import { editorApi } from '@/lib/auth/editor-api'

// The editor's file API: answers only when the editor is open to this request (see editor-access.ts).
export const dynamic = 'force-dynamic'

export const GET = editorApi
export const POST = editorApi
