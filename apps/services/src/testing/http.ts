/** Plain HTTP for the contract tests: the status and parsed JSON of each answer, nothing hidden. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export function http(base: string) {
  async function call<T>(
    method: string,
    path: string,
    init: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(`${base}/${path.replace(/^\//, '')}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // HTML pages stay text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
  return {
    get: <T>(path: string, headers?: Record<string, string>) =>
      call<T>('GET', path, headers ? { headers } : {}),
    post: <T>(path: string, init?: Parameters<typeof call>[2]) => call<T>('POST', path, init),
    del: <T>(path: string) => call<T>('DELETE', path),
  };
}
