import 'server-only';
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract';
import { COLLECTIONS } from '../collections';
import type { DocumentStore } from '../ports/document-store';
import { sweepExpiredNowAndThen, type ExpiringDocument } from './expiring-documents';

/** One document per limit and key: the points taken in the current window and when it ends. */
export const RATE_LIMIT_COLLECTION = COLLECTIONS.rateLimits;

interface CounterDocument extends ExpiringDocument {
  /** the limit's name (the key itself is only hashed: it may be an email, a phone or an address) */
  limit: string;
  points: number;
}

/** The counter's document id: the hash of the limit and key, a valid id on both adapters whatever the key holds. */
export function counterId(rlKey: string): string {
  return createHash('sha256').update(rlKey).digest('hex');
}

export interface DocumentStoreLimiterOptions {
  /** the limit's name, prefixed to each key */
  keyPrefix: string;
  points: number;
  /** seconds of a window */
  duration: number;
  now?: () => number;
}

/**
 * rate-limiter-flexible's store for our DocumentStore port, so one limiter works on SQLite and
 * Firestore alike and every server process on the same data counts together. Each consume is one
 * transaction (read the window, add the points or start a new window, write), which both
 * adapters isolate across processes (SQLite's BEGIN IMMEDIATE, Firestore's optimistic retries).
 * Finished windows are swept now and then. Should the store fail, the library's insurance
 * limiter counts in this process's memory meanwhile, so an outage neither opens nor closes the door.
 */
export class DocumentStoreRateLimiter extends RateLimiterStoreAbstract {
  private readonly documents: DocumentStore;
  private readonly now: () => number;

  constructor({ keyPrefix, points, duration, now = Date.now }: DocumentStoreLimiterOptions, documents: DocumentStore) {
    super({ keyPrefix, points, duration, storeClient: documents, insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }) });
    this.documents = documents;
    this.now = now;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, stored: CounterDocument): RateLimiterRes {
    const msBeforeNext = stored.expiresAt === null ? -1 : Math.max(stored.expiresAt - this.now(), 0);
    return new RateLimiterRes(Math.max(this.points - stored.points, 0), msBeforeNext, stored.points, changedPoints === stored.points);
  }

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<CounterDocument> {
    const now = this.now();
    const id = counterId(rlKey);
    const stored = await this.documents.runTransaction(async (tx) => {
      const current = await tx.get<CounterDocument>(RATE_LIMIT_COLLECTION, id);
      const live = current && !forceExpire && (current.expiresAt === null || current.expiresAt > now);
      const next: CounterDocument = live ? { ...current, points: current.points + points } : { limit: this.keyPrefix, points, expiresAt: msDuration > 0 ? now + msDuration : null };
      tx.set(RATE_LIMIT_COLLECTION, id, next);
      return next;
    });
    sweepExpiredNowAndThen(this.documents, RATE_LIMIT_COLLECTION, now);
    return stored;
  }

  async _get(rlKey: string): Promise<CounterDocument | null> {
    const current = await this.documents.get<CounterDocument>(RATE_LIMIT_COLLECTION, counterId(rlKey));
    return current && (current.expiresAt === null || current.expiresAt > this.now()) ? current : null;
  }

  async _delete(rlKey: string): Promise<boolean> {
    const id = counterId(rlKey);
    return this.documents.runTransaction(async (tx) => {
      const existed = (await tx.get(RATE_LIMIT_COLLECTION, id)) !== null;
      if (existed) tx.delete(RATE_LIMIT_COLLECTION, id);
      return existed;
    });
  }
}
