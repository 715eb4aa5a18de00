import { adminLoginPath, getEditorSession, type EditorSession } from './require-editor'

/**
 * Who may open the content editor (Keystatic at /keystatic and its API at /api/keystatic):
 *
 * - development (`npm run dev`): open to whoever reaches the dev server, editing the local working copy
 *   (or the GitHub repository when it is configured);
 * - production, GitHub mode not configured: the editor does not exist (404);
 * - production, GitHub mode configured: only a signed-in staff account with the editor or admin role (a staff account
 *   of the lead inbox is not enough); anyone else is sent to the login page.
 *
 * Local file editing is never offered by a production server: it would let a visitor write files.
 */
export type EditorMode = 'dev' | 'github' | 'off'

export type EditorDecision =
  | { allow: true; mode: 'dev' | 'github' }
  | { allow: false; status: 404 }
  | { allow: false; status: 302; location: string }

type Env = Record<string, string | undefined>

export function editorMode(env: Env = process.env): EditorMode {
  if (env.NODE_ENV === 'development') return 'dev'
  const github =
    env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO &&
    env.KEYSTATIC_GITHUB_CLIENT_ID &&
    env.KEYSTATIC_GITHUB_CLIENT_SECRET &&
    env.KEYSTATIC_SECRET
  return github ? 'github' : 'off'
}

export async function editorAccess(
  headers: Headers,
  env: Env = process.env,
  session: (headers: Headers) => Promise<EditorSession | null> = getEditorSession,
): Promise<EditorDecision> {
  const mode = editorMode(env)
  if (mode === 'off') return { allow: false, status: 404 }
  if (mode === 'dev') return { allow: true, mode }
  if (await session(headers)) return { allow: true, mode }
  return { allow: false, status: 302, location: `${adminLoginPath}?next=${encodeURIComponent('/keystatic')}` }
}
