/** SurchargeTransactions of the order payload (Amount, Surcharge_ID, TransactionTime, UDID). */
import { fromCents } from '../money/cents';
import type { AppliedSurcharge } from './types';

export interface SurchargeTransaction {
  Amount: number;
  Surcharge_ID: string | number | null;
  /** Seconds since the epoch, passed in. */
  TransactionTime: number;
  UDID: string;
}

/** `udids[i]` is the id minted by the caller for surcharge i (the domain makes no ids). */
export function surchargeTransactions(surcharges: readonly AppliedSurcharge[], transactionTime: number, udids: readonly string[]): SurchargeTransaction[] {
  return surcharges.map((s, i) => ({
    Amount: fromCents(s.amount),
    Surcharge_ID: s.settingId ?? null,
    TransactionTime: transactionTime,
    UDID: udids[i] ?? `surcharge-${i}`,
  }));
}
