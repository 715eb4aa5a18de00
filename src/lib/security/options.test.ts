import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'

/**
 * Issue 34, finding 9: OPTIONS tells the truth. Next answers OPTIONS itself when a route exports none, listing every
 * exported method, including those exported only to answer 405. Every route's Allow must name only methods whose
 * handler is not the shared 405 handler (tracked here as methodNotAllowed hands them out).
 */

const refusing = vi.hoisted(() => new WeakSet<object>())
vi.mock('@/lib/server/http', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/server/http')>()
  return {
    ...original,
    methodNotAllowed: (allowed: readonly string[]) => {
      const handler = original.methodNotAllowed(allowed)
      refusing.add(handler)
      return handler
    },
  }
})

const apiDir = path.join(process.cwd(), 'src/app/api')
const routeFiles = (fs.readdirSync(apiDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('route.ts'))
  .sort()
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Handler = (request: Request) => Promise<Response> | Response

describe('OPTIONS on every API route', () => {
  it('finds the routes', () => expect(routeFiles.length).toBeGreaterThan(15))

  it.each(routeFiles)('%s', async (file) => {
    const route = (await import(/* @vite-ignore */ path.join(apiDir, file))) as Partial<Record<string, Handler>>
    const allow = route.OPTIONS
      ? ((await route.OPTIONS(new Request('http://localhost/x', { method: 'OPTIONS' }))).headers.get('allow') ?? '')
      : [...METHODS.filter((method) => route[method] || (method === 'HEAD' && route.GET)), 'OPTIONS'].join(', ')
    const listed = allow.split(',').map((method) => method.trim())
    for (const method of listed) {
      expect([...METHODS, 'OPTIONS'], `${method} in Allow`).toContain(method)
      const handler = method === 'HEAD' ? (route.HEAD ?? route.GET) : route[method]
      if (method !== 'OPTIONS') expect(handler, `${method} in Allow has no handler`).toBeDefined()
      if (handler) expect(refusing.has(handler), `${method} is in Allow but answers 405`).toBe(false)
    }
    if (route.OPTIONS)
      expect((await route.OPTIONS(new Request('http://localhost/x', { method: 'OPTIONS' }))).status).toBe(204)
  })
})
