import { z } from 'zod';
import { M } from './messages';
import { requiredText } from './primitives';

/** Coupon box: the code must not be blank ('please enter the discount code'). */
export const ZCouponCodeSchema = z.object({ code: requiredText(M.couponRequired) });
export type TCouponCode = z.infer<typeof ZCouponCodeSchema>;
