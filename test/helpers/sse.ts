/** A Server-Sent Events client over a real socket (Node's fetch), reading one event at a time. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The next event (comments skipped), or undefined once the stream ended; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent | undefined>;
  /** Comment lines seen so far (heartbeats). */
  comments: number;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  const stream: SseStream = {
    status: response.status,
    headers: response.headers,
    comments: 0,
    close: () => controller.abort(),
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '' };
          let fields = 0;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              stream.comments += 1;
              continue;
            }
            const colon = line.indexOf(':');
            const name = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (name === 'id') event.id = value;
            else if (name === 'event') event.event = value;
            else if (name === 'data') event.data = event.data ? `${event.data}\n${value}` : value;
            else continue;
            fields += 1;
          }
          if (fields > 0 && (event.data !== '' || event.id !== undefined)) return event;
          continue;
        }
        if (done) return undefined;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms (buffer: ${JSON.stringify(buffer.slice(0, 200))})`);
        let timer: NodeJS.Timeout | undefined;
        // A read outlives a timeout: the next call takes its chunk, so nothing read is lost.
        pending ??= reader.read().catch(() => ({ done: true as const, value: undefined }));
        const chunk = await Promise.race([
          pending,
          new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), left);
          }),
        ]);
        clearTimeout(timer);
        if (chunk === 'timeout') continue;
        pending = undefined;
        if (chunk.done) done = true;
        else buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
  };
  return stream;
}
