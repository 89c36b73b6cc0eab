/** Just enough of an HTTP client to drive the real API the way the admin does. */
export class SeedClient {
  constructor(
    private readonly apiUrl: string,
    private readonly token: string,
  ) {}

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    return this.send<T>(method, path, body === undefined ? undefined : JSON.stringify(body), { 'Content-Type': 'application/json' });
  }

  async upload<T>(path: string, files: Array<{ field: string; name: string; text: string }>, fields: Record<string, string> = {}): Promise<T> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const file of files) form.append(file.field, new Blob([file.text], { type: 'text/csv' }), file.name);
    return this.send<T>('POST', path, form, {});
  }

  private async send<T>(method: string, path: string, body: string | FormData | undefined, headers: Record<string, string>): Promise<T> {
    const response = await fetch(`${this.apiUrl}${path}`, { method, body, headers: { ...headers, Authorization: `Bearer ${this.token}` } });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
