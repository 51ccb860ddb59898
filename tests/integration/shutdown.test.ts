import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { createContainer, setContainerForTests } from '@/lib/server/container';
import { eventStreamResponse } from '@/lib/server/http/event-stream';
import { lifecycle } from '@/lib/server/shutdown';

/** Reads a stream to its end (or fails the test when it stays open). */
async function readToEnd(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const part = await Promise.race([reader.read(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still open after: ${text}`)), 2000))]);
    if (part.done) return text;
    text += decoder.decode(part.value);
  }
}

describe('the graceful shutdown steps', () => {
  it('end every open event stream and let go of its feed, then end new ones after their first event', async () => {
    const unsubscribed: string[] = [];
    const open = (name: string) =>
      eventStreamResponse({ signal: new AbortController().signal, client: null, event: 'status', initial: { name }, subscribe: () => () => unsubscribed.push(name) });
    const first = open('a');
    const second = open('b');
    lifecycle.endStreams();
    expect(await readToEnd(first)).toContain('data: {"name":"a"}');
    expect(await readToEnd(second)).toContain('data: {"name":"b"}');
    expect(unsubscribed.sort()).toEqual(['a', 'b']);
    // a stream asked for during the shutdown gets its current state and ends
    expect(await readToEnd(open('late'))).toContain('data: {"name":"late"}');
  });

  it('close the database of the container', async () => {
    const documents = createSqliteDocumentStore({ filename: ':memory:' });
    setContainerForTests(createContainer(documents));
    await lifecycle.release();
    await expect(documents.get('stores', 'x')).rejects.toThrow();
    // and a second call has nothing left to do
    await expect(lifecycle.release()).resolves.toBeUndefined();
  });
});
