/** @jest-environment jsdom */
import { goToPaymentPage, reportNavigation, startFrameBridge } from '@/lib/client/widget/frame-bridge';
import { inWidgetFrame, widgetConfig } from '@/lib/client/widget/widget-config';

const HOST = 'https://www.restaurant.example';
const CONFIG = {
  StoreID: '1001',
  Slug: 'harbour-sydney',
  IsHQ: false,
  IsGift: false,
  NoScroll: false,
  StoreSelectionAtCheckout: false,
  Start: '/store/harbour-sydney',
  Host: HOST,
  OrderType: 'MENU_TAK' as const,
};
const postMessage = jest.fn();

function inFrame(framed: boolean): void {
  Object.defineProperty(window, 'parent', { value: framed ? { postMessage } : window, configurable: true });
}

beforeEach(() => {
  postMessage.mockReset();
  sessionStorage.clear();
  document.cookie = `OOConfig=${encodeURIComponent(JSON.stringify(CONFIG))}; path=/`;
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    disconnect() {}
  };
});
afterEach(() => inFrame(false));

describe('the storefront inside the widget frame', () => {
  it('keeps the configuration and its order type for the session', () => {
    inFrame(true);
    expect(widgetConfig()).toEqual(CONFIG);
    expect(JSON.parse(sessionStorage.getItem('OOConfig')!)).toEqual(CONFIG);
    expect(JSON.parse(sessionStorage.getItem('orderType')!)).toBe('MENU_TAK');
    expect(inWidgetFrame()).toBe(true);
  });

  it('does nothing outside a frame', () => {
    inFrame(false);
    expect(widgetConfig()).toBeNull();
    expect(sessionStorage.getItem('OOConfig')).toBeNull();
    expect(inWidgetFrame()).toBe(false);
  });

  it('keeps the customer’s own order type', () => {
    inFrame(true);
    sessionStorage.setItem('orderType', JSON.stringify('MENU_DEL'));
    widgetConfig();
    expect(JSON.parse(sessionStorage.getItem('orderType')!)).toBe('MENU_DEL');
  });

  it('posts its height and navigations to the host’s origin only, NoScroll respected', () => {
    inFrame(true);
    const stop = startFrameBridge(CONFIG);
    expect(postMessage).toHaveBeenCalledWith({ type: 'storefront:height', height: expect.any(Number) }, HOST);
    reportNavigation(CONFIG);
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'storefront:navigate', scroll: true }, HOST);
    reportNavigation({ ...CONFIG, NoScroll: true });
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'storefront:navigate', scroll: false }, HOST);
    stop();
  });

  it('says on every page load that no dialog is open, so a page left with one open does not keep the frame at the host’s viewport', () => {
    inFrame(true);
    const stop = startFrameBridge(CONFIG);
    expect(postMessage).toHaveBeenCalledWith({ type: 'storefront:modal', open: false }, HOST);
    stop();
  });

  it('posts nothing without a listed host', () => {
    inFrame(true);
    startFrameBridge({ ...CONFIG, Host: undefined })();
    reportNavigation({ ...CONFIG, Host: undefined });
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('opens a provider’s page on another origin in a new window and lets the frame follow the order', () => {
    inFrame(true);
    widgetConfig();
    const opened = { opener: window as unknown };
    const open = jest.spyOn(window, 'open').mockReturnValue(opened as Window);
    const follow = jest.fn();
    goToPaymentPage('https://hooks.stripe.example/3ds/1', follow);
    expect(open).toHaveBeenCalledWith('https://hooks.stripe.example/3ds/1', '_blank');
    expect(opened.opener).toBeNull();
    expect(follow).toHaveBeenCalled();
  });
});
