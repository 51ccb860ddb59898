import { eventStreamResponse } from '@/lib/server/http/event-stream';

const decoder = new TextDecoder();

describe('the server-sent events answer', () => {
  it('sends a heartbeat comment between messages and lets go of the feed when the reader cancels', async () => {
    let stopped = 0;
    let send: (value: number) => void = () => undefined;
    const response = eventStreamResponse<number>({
      signal: new AbortController().signal,
      client: null,
      event: 'n',
      initial: 1,
      same: (a, b) => a === b,
      heartbeatMs: 20,
      subscribe: (next) => {
        send = next;
        return () => (stopped += 1);
      },
    });
    const reader = response.body!.getReader();
    const text = async () => decoder.decode((await reader.read()).value);
    expect(await text()).toBe('retry: 3000\n\n');
    expect(await text()).toBe('event: n\ndata: 1\n\n');
    send(1); // the same as the last one sent: skipped
    send(2);
    expect(await text()).toBe('event: n\ndata: 2\n\n');
    expect(await text()).toBe(': heartbeat\n\n');
    await reader.cancel();
    expect(stopped).toBe(1);
  });

  it('does not subscribe when the client is already gone', async () => {
    const abort = new AbortController();
    abort.abort();
    const subscribe = jest.fn(() => () => undefined);
    const response = eventStreamResponse({ signal: abort.signal, client: null, event: 'n', initial: 0, subscribe });
    await response.text();
    expect(subscribe).not.toHaveBeenCalled();
  });
});
