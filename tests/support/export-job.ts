import type { Api } from './app';

/** The status of an export job once it has left 'processing' (polled every 50 ms, 20 s at most). */
export async function finishedExport(api: Api, jobId: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 400; i++) {
    const { body } = await api.get(`/current/export-xml-status/${jobId}`).expect(200);
    if (body.status !== 'processing') return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`export ${jobId} did not finish`);
}
