import type { Response } from 'express';

/** An Express response as a page's handler uses it (status, headers set one by one or at once, send), recording the answer. */
export function fakePageResponse() {
  const res = { statusCode: 0, body: '', headers: {} as Record<string, string> };
  const response = {
    status(code: number) {
      res.statusCode = code;
      return response;
    },
    set(headers: Record<string, string> | string, value?: string) {
      Object.assign(res.headers, typeof headers === 'string' ? { [headers]: value } : headers);
      return response;
    },
    send(body: string) {
      res.body = body;
      return response;
    },
  };
  return { res, response: response as unknown as Response };
}
