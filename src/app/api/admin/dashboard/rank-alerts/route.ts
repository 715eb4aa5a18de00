import { handleRankAlertSetting } from '@/lib/admin/settings-http'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** Admin only, same-origin form POST: the team's mail when a rank-tracker lead leaves the top 10. */
export async function POST(request: Request) {
  return handleRankAlertSetting(request)
}

export const GET = methodNotAllowed(['POST'])
export const OPTIONS = optionsAnswer(['POST'])
