/**
 * The coupon box (spec part 1 §4): idle, processing, added, or message. A small pure reducer so
 * the browser component and its tests share the same transitions.
 */
import type { DomainMessage } from '../money/message';
import { validateCouponCode } from './apply';

export type CouponState = { status: 'idle' } | { status: 'processing'; code: string } | { status: 'added'; code: string } | { status: 'message'; message: DomainMessage };

export type CouponAction =
  { type: 'submit'; code: string } | { type: 'accepted'; code: string } | { type: 'refused'; message: DomainMessage } | { type: 'removed' } | { type: 'reset' };

export const initialCouponState: CouponState = { status: 'idle' };

export function couponReducer(state: CouponState, action: CouponAction): CouponState {
  switch (action.type) {
    case 'submit': {
      // A second submit while one is in flight is ignored, like a double tap.
      if (state.status === 'processing') return state;
      const blank = validateCouponCode(action.code);
      return blank ? { status: 'message', message: blank } : { status: 'processing', code: action.code.trim() };
    }
    case 'accepted':
      return { status: 'added', code: action.code };
    case 'refused':
      return { status: 'message', message: action.message };
    case 'removed':
    case 'reset':
      return initialCouponState;
  }
}
