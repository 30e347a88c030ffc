import type { Response } from 'express';

/** The part of an Express response our HTTP handlers use, recording what they answered. */
export function fakeResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown, ended: false };
  const finish = (body?: unknown) => {
    sent.body = body;
    sent.ended = true;
    return res;
  };
  const res = {
    set(name: string, value: string) {
      sent.headers[name] = value;
      return res;
    },
    status(code: number) {
      sent.status = code;
      return res;
    },
    send: finish,
    json: finish,
    end: () => finish(sent.body),
  };
  return { res: res as unknown as Response, sent };
}
