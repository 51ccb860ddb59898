/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const CODE = readFileSync(join(process.cwd(), 'public/embed.js'), 'utf8');
const APP = 'https://order.example.com';

/** Runs /embed.js as the snippet with these data attributes would; returns its frame. */
function embed(data: Record<string, string>): HTMLIFrameElement {
  document.body.innerHTML = '<header style="height:300px"></header><main id="slot"></main>';
  const script = document.createElement('script');
  script.src = `${APP}/embed.js`;
  for (const [name, value] of Object.entries(data)) script.dataset[name] = value;
  document.getElementById('slot')!.appendChild(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(CODE)();
  return document.querySelector('iframe')!;
}

function post(frame: HTMLIFrameElement, data: unknown, origin = APP, source: unknown = frame.contentWindow): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('/embed.js', () => {
  it('opens the widget start with the snippet’s options and the host’s origin, right after the script', () => {
    const frame = embed({ store: '1001', orderType: 'pickup', table: '12', tableCode: 'abc', gift: 'true', noScroll: '', locale: 'zh-CN' });
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${APP}/api/widget`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      store: '1001',
      orderType: 'pickup',
      table: '12',
      s: 'abc',
      gift: 'true',
      noScroll: 'true',
      locale: 'zh-CN',
      host: window.location.origin,
    });
    expect(frame.title).toBe('Online ordering');
    expect(frame.parentElement?.previousElementSibling?.tagName).toBe('SCRIPT');
  });

  it('takes a head office instead of a store', () => {
    expect(Object.fromEntries(new URL(embed({ hq: '1000' }).src).searchParams)).toEqual({ hq: '1000', host: window.location.origin });
  });

  it('sizes the frame from its own frame’s messages only', () => {
    const frame = embed({ store: '1001' });
    post(frame, { type: 'storefront:height', height: 1234.4 });
    expect(frame.style.height).toBe('1235px');
    post(frame, { type: 'storefront:height', height: 99 }, 'https://evil.example');
    post(frame, { type: 'storefront:height', height: 99 }, APP, window);
    post(frame, { type: 'storefront:height', height: 'tall' });
    expect(frame.style.height).toBe('1235px');
  });

  it('scrolls to the widget on navigation unless no-scroll', () => {
    const frame = embed({ store: '1001' });
    post(frame, { type: 'storefront:navigate', scroll: true });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    const quiet = embed({ store: '1001', noScroll: 'true' });
    post(quiet, { type: 'storefront:navigate', scroll: true });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('gives an open dialog the window’s height, then the page’s again', () => {
    const frame = embed({ store: '1001', noScroll: 'true' });
    post(frame, { type: 'storefront:height', height: 3000 });
    post(frame, { type: 'storefront:modal', open: true });
    expect(frame.style.height).toBe(`${window.innerHeight}px`);
    post(frame, { type: 'storefront:height', height: 3100 });
    expect(frame.style.height).toBe(`${window.innerHeight}px`);
    window.scrollTo = jest.fn();
    post(frame, { type: 'storefront:modal', open: false });
    expect(frame.style.height).toBe('3100px');
  });
});
