import 'server-only';
import { randomInt } from 'node:crypto';
import type { TStore, TUser } from '@/lib/schemas/entities';
import type { Container } from '../container';

/** A 10-digit member code (the spec's CustomerMemberCode), shown on the member's card. */
export function memberCode(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

/**
 * A member code no member has yet: the code is what the member's QR code and wallet pass carry,
 * so two members must never share one (a clash of 10 random digits is rare, and tried again).
 */
export async function uniqueMemberCode(users: Container['users']): Promise<string> {
  for (;;) {
    const code = memberCode();
    if ((await users.findBy('CustomerMemberCode', code, { limit: 1 })).docs.length === 0) return code;
  }
}

/** What every new member starts with (registration, a first social sign-in): unverified, no points, a member code, in the store's group. */
export function newMemberFields(store: TStore | null, now: number) {
  return {
    ...(store?.HQCompanyID ? { HQCompanyID: store.HQCompanyID } : {}),
    isVerified: false,
    IsGuest: false,
    RewardPoints: 0,
    EarnedRewardPoints: 0,
    SpentRewardPoints: 0,
    CustomerMemberCode: memberCode(),
    CreatedOn: Math.floor(now / 1000),
  } satisfies Partial<TUser>;
}
