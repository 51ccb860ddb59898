/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { MODAL_REHIDE_RETRY_MS, useModalDialog } from '@/components/ui/use-modal-dialog';
import { polyfillDialog } from '../support/dialog-polyfill';

function Modal({ open }: { open: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, open);
  return <dialog ref={dialog} aria-label="Modal" />;
}

beforeAll(polyfillDialog);
afterEach(() => jest.useRealTimers());

describe('useModalDialog', () => {
  it('opens as a modal while open and closes when not', () => {
    const { rerender, getByLabelText } = render(<Modal open />);
    const dialog = getByLabelText('Modal') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    rerender(<Modal open={false} />);
    expect(dialog.open).toBe(false);
  });

  it('tries to hide the modal again after 500 ms when the first close did not take (spec: re-hide retry)', () => {
    jest.useFakeTimers();
    const { rerender, getByLabelText } = render(<Modal open />);
    const dialog = getByLabelText('Modal') as HTMLDialogElement;
    const close = jest.spyOn(dialog, 'close').mockImplementationOnce(() => undefined);
    rerender(<Modal open={false} />);
    expect(MODAL_REHIDE_RETRY_MS).toBe(500);
    expect(dialog.open).toBe(true);
    jest.advanceTimersByTime(499);
    expect(close).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(2);
    expect(dialog.open).toBe(false);
  });

  it('does not retry when the modal is shown again within the 500 ms', () => {
    jest.useFakeTimers();
    const { rerender, getByLabelText } = render(<Modal open />);
    const dialog = getByLabelText('Modal') as HTMLDialogElement;
    const close = jest.spyOn(dialog, 'close').mockImplementationOnce(() => undefined);
    rerender(<Modal open={false} />);
    rerender(<Modal open />);
    jest.advanceTimersByTime(1000);
    expect(close).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
  });
});
