import keystaticConfig from '@/content/editor/keystatic-config'
import { editorApi } from '@/lib/editor-auth/editor-api'

// The editor's file API: answers only when the editor is open to this request (see editor-access.ts).
export const dynamic = 'force-dynamic'

const handle = (request: Request) => editorApi(request, keystaticConfig)

export const GET = handle
export const POST = handle
