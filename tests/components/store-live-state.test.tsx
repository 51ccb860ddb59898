/** @jest-environment jsdom */
import { act, render, waitFor } from '@testing-library/react';
import { useStoreLiveState } from '@/components/store-screen/use-store-live-state';
import type { TStoreLiveState } from '@/lib/views/store';
import { fakeApi } from '../support/fake-api';

const { answers, calls } = fakeApi();
const RENDERED: TStoreLiveState = { inOperation: true, soldOut: [] };

function Watcher({ nowMs, initial, onChange }: { nowMs: number; initial: TStoreLiveState | null; onChange: () => void }) {
  useStoreLiveState('1001', initial, nowMs, onChange);
  return null;
}

const stateCalls = () => calls.filter((call) => call.path === '/api/stores/1001/state').length;

describe('an open store page follows its live state (spec part 1 §9: every 30 s)', () => {
  it('reads nothing on first render, then at each tick; a change since the render runs onChange once', async () => {
    const onChange = jest.fn();
    answers['GET /api/stores/1001/state'] = { status: 200, body: RENDERED };
    const view = render(<Watcher nowMs={0} initial={RENDERED} onChange={onChange} />);
    expect(stateCalls()).toBe(0);
    view.rerender(<Watcher nowMs={30_000} initial={RENDERED} onChange={onChange} />);
    await waitFor(() => expect(stateCalls()).toBe(1));
    expect(onChange).not.toHaveBeenCalled();

    // The board marks a product sold out, then pauses the store: one call of onChange for each change.
    answers['GET /api/stores/1001/state'] = { status: 200, body: { inOperation: true, soldOut: ['p7'] } };
    view.rerender(<Watcher nowMs={60_000} initial={RENDERED} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    view.rerender(<Watcher nowMs={90_000} initial={RENDERED} onChange={onChange} />);
    await waitFor(() => expect(stateCalls()).toBe(3));
    expect(onChange).toHaveBeenCalledTimes(1);
    answers['GET /api/stores/1001/state'] = { status: 200, body: { inOperation: false, soldOut: ['p7'] } };
    view.rerender(<Watcher nowMs={120_000} initial={RENDERED} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
  });

  it('without a rendered state, the first answer is the baseline; a failed read waits for the next tick', async () => {
    const onChange = jest.fn();
    answers['GET /api/stores/1001/state'] = { status: 503, body: { error: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' } } };
    const view = render(<Watcher nowMs={0} initial={null} onChange={onChange} />);
    view.rerender(<Watcher nowMs={30_000} initial={null} onChange={onChange} />);
    await waitFor(() => expect(stateCalls()).toBe(1));
    answers['GET /api/stores/1001/state'] = { status: 200, body: { inOperation: false, soldOut: [] } };
    await act(async () => view.rerender(<Watcher nowMs={60_000} initial={null} onChange={onChange} />));
    await waitFor(() => expect(stateCalls()).toBe(2));
    expect(onChange).not.toHaveBeenCalled();
  });
});
