import { isEnabledStore } from '@/lib/domain/store/enabled-store';

describe('isEnabledStore', () => {
  it('is true only for IsEnabled true', () => {
    expect(isEnabledStore({ IsEnabled: true })).toBe(true);
    expect(isEnabledStore({ IsEnabled: false })).toBe(false);
  });

  // The store schema requires the flag; a store without it (never stored by the seed or the
  // import) counts as disabled, as the store pages' layout and the store API always read it.
  it('reads a missing IsEnabled as disabled', () => {
    expect(isEnabledStore({})).toBe(false);
  });
});
