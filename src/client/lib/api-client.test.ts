import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  apiRequest,
  getJson,
  getJsonWithHeaders,
  parseTotalCount,
  ResponseShapeError,
  sendJson,
} from './api-client.ts';

/** A body that records whether anyone read it or let it go; either frees the connection. */
function trackedBody(text: string) {
  const state = { read: false, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.read = true;
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
      cancel() {
        state.cancelled = true;
      },
    },
    // Nothing is pulled until someone reads, so `read` means a reader really asked.
    { highWaterMark: 0 },
  );
  return { stream, state, released: () => state.read || state.cancelled };
}

function answer(status: number, text: string, headers: Record<string, string> = {}) {
  const body = trackedBody(text);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body.stream, { status, headers })),
  );
  return body;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('every helper leaves no body unread', () => {
  it('apiRequest, even when the caller never touches the answer', async () => {
    const body = answer(200, '{"ok":true}');
    const res = await apiRequest('POST', '/api/auth/logout');
    expect(body.released()).toBe(true);
    // The answer is still there for callers that want it.
    await expect(res.json()).resolves.toEqual({ ok: true });
  });

  it('apiRequest with an empty answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const res = await apiRequest('DELETE', '/api/x');
    expect(res.status).toBe(204);
    await expect(res.text()).resolves.toBe('');
  });

  it('getJson, getJsonWithHeaders and sendJson', async () => {
    let body = answer(200, '[1]');
    await expect(getJson('/api/x', z.array(z.number()))).resolves.toEqual([1]);
    expect(body.released()).toBe(true);

    body = answer(200, '[2]', { 'X-Next-Cursor': 'abc' });
    const page = await getJsonWithHeaders('/api/x', z.array(z.number()));
    expect(page.data).toEqual([2]);
    expect(page.headers.get('X-Next-Cursor')).toBe('abc');
    expect(body.released()).toBe(true);

    body = answer(201, '{"id":3}');
    await expect(
      sendJson('POST', '/api/x', z.object({ id: z.number() }), { a: 1 }),
    ).resolves.toEqual({ id: 3 });
    expect(body.released()).toBe(true);
  });

  it('error answers, turned into an ApiError with the server message', async () => {
    const body = answer(401, '{"message":"Please sign in to continue"}');
    const err = await getJson('/api/x', z.unknown()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect((err as ApiError).message).toBe('401: Please sign in to continue');
    expect(body.released()).toBe(true);
  });

  it('a body that is not JSON', async () => {
    const body = answer(200, 'not json');
    await expect(getJson('/api/x', z.unknown())).rejects.toThrow(SyntaxError);
    expect(body.released()).toBe(true);
  });
});

describe('answers in the wrong shape', () => {
  const item = z.object({ id: z.number(), title: z.string() });

  it('throw naming the route and every issue', async () => {
    answer(200, '[{"id":1,"title":"Jazz"},{"id":"2"}]');
    const err = await getJson('/api/events', z.array(item)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseShapeError);
    const shape = err as ResponseShapeError;
    expect(shape.route).toBe('GET /api/events');
    expect(shape.issues.map((i) => i.path.join('.'))).toEqual(['1.id', '1.title']);
    expect(shape.message).toContain('GET /api/events');
    expect(shape.message).toContain('1.id');
  });

  it('throw for sends too, and keep the fields the schema knows', async () => {
    answer(201, '{"id":3,"title":"Opera","extra":true}');
    await expect(sendJson('POST', '/api/x', item)).resolves.toEqual({ id: 3, title: 'Opera' });
    answer(201, '{"id":3}');
    await expect(sendJson('POST', '/api/x', item)).rejects.toThrow(/POST \/api\/x[\s\S]*title/);
  });
});

describe('parseTotalCount', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    [' 7 ', 7],
  ])('reads %j', (header, count) => {
    expect(parseTotalCount(header)).toBe(count);
  });

  it.each([null, '', 'abc', '-1', '1.5', '12px'])('gives null for %j', (header) => {
    expect(parseTotalCount(header)).toBeNull();
  });
});
