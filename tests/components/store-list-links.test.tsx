/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { StoreCardLink } from '@/components/store-list/store-card-link';
import { steadyTimeline } from '@/lib/domain/time/timeline';
import { HideOnErrorImage } from '@/components/ui/hide-on-error-image';
import { ImageErrorHider } from '@/components/ui/image-error-hider';
import { polyfillDialog } from '../support/dialog-polyfill';

beforeAll(polyfillDialog);

describe('a closed store card', () => {
  it('alerts "Oops!" with the store-closed text instead of opening the store', () => {
    render(
      <StoreCardLink
        href="/store/closed-one"
        localizedHref="/store/closed-one"
        closed={steadyTimeline(true, 0)}
        title="Oops!"
        message="The store is closed at the moment."
        okayLabel="Okay"
      >
        Closed One
      </StoreCardLink>,
    );
    const link = screen.getByRole('link', { name: 'Closed One' });
    expect(link).toHaveAttribute('href', '/store/closed-one');
    // fireEvent answers false when the handler prevented the navigation
    expect(fireEvent.click(link)).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Oops!' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('The store is closed at the moment.');
    expect(screen.getByRole('button', { name: 'Okay' })).toHaveFocus();
  });
});

describe('an image that fails to load', () => {
  it('removes itself, as the spec hides logos and product photos on failure', () => {
    const { container } = render(<HideOnErrorImage src="/missing.png" alt="logo" />);
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('server-rendered images that fail', () => {
  it('are hidden by the one page-level listener, including failures before hydration', () => {
    document.body.innerHTML = '<img id="early" data-hide-on-error src="/gone.png"><img id="later" data-hide-on-error src="/later.png"><img id="other" src="/x.png">';
    const early = document.getElementById('early') as HTMLImageElement;
    Object.defineProperty(early, 'complete', { value: true });
    Object.defineProperty(early, 'naturalWidth', { value: 0 });
    const { unmount } = render(<ImageErrorHider />, { container: document.body.appendChild(document.createElement('div')) });
    expect(early.hidden).toBe(true);
    const later = document.getElementById('later') as HTMLImageElement;
    expect(later.hidden).toBe(false);
    fireEvent.error(later);
    expect(later.hidden).toBe(true);
    const other = document.getElementById('other') as HTMLImageElement;
    fireEvent.error(other);
    expect(other.hidden).toBe(false);
    unmount();
  });
});
