import 'server-only';
import { selectActiveMenu } from '@/lib/domain/menu/active-menu';
import { ZLoyaltyEntrySchema, type TLoyaltyEntry, type TMenu, type TStore, type TUser } from '@/lib/schemas/entities';
import type { TLoyaltyHistoryItem, TMemberPageHeader } from '@/lib/views/loyalty';
import { readMemberSession, type CookieReader } from '../auth/member-session';
import { COLLECTIONS } from '../collections';
import type { Container } from '../container';
import { findEnabledStore } from '../stores/find-store';

/** The newest history lines a loyalty page reads; older ones stay in the database. */
export const LOYALTY_HISTORY_LIMIT = 60;
/** Points and stamps lines share one collection: read this many newest to find the page's kind. */
const ENTRIES_READ = 200;
const DEFAULT_ZONE = 'Australia/Sydney';

export type LoyaltyPageApp = Pick<Container, 'auth' | 'users' | 'sessions' | 'stores' | 'headOffices' | 'menus' | 'documents'>;

export interface MemberLoyalty {
  store: TStore;
  header: TMemberPageHeader;
  /** the store's menu in force now (the one the store page shows) */
  menu: TMenu | null;
  member: TUser;
  /** the member's own history lines, newest first */
  entries: TLoyaltyEntry[];
}

/**
 * What both loyalty pages start from: the store of the path, the session's own member (read
 * here, not trusted to the proxy) and only that member's history lines. Null for an unknown or
 * disabled store (a 404); 'signIn' without a session (the page sends the visitor to sign in).
 */
export async function readMemberLoyalty({
  app,
  cookies,
  storename,
  now,
}: {
  app: LoyaltyPageApp;
  cookies: CookieReader;
  storename: string;
  now: Date;
}): Promise<MemberLoyalty | 'signIn' | null> {
  const found = await findEnabledStore({ app, by: { storename } });
  if (!found) return null;
  const session = await readMemberSession({ cookies }, app);
  if (!session) return 'signIn';
  const [menus, page] = await Promise.all([
    app.menus.listByStore(found.store.ID),
    app.documents.query<TLoyaltyEntry>(COLLECTIONS.loyaltyEntries, {
      where: [{ field: 'UserID', op: '==', value: session.user.ID }],
      orderBy: [{ field: 'CreatedOn', direction: 'desc' }],
      limit: ENTRIES_READ,
    }),
  ]);
  // A line that does not fit its schema is left out rather than failing the member's page.
  const entries = page.docs
    .flatMap((doc) => {
      const parsed = ZLoyaltyEntrySchema.safeParse(doc.data);
      return parsed.success && parsed.data.UserID === session.user.ID ? [parsed.data] : [];
    })
    // Lines of one second: what an order spent at placement came before what it earned or got back.
    .sort((a, b) => b.CreatedOn - a.CreatedOn || Number(a.Kind === 'redeemed') - Number(b.Kind === 'redeemed'));
  return {
    store: found.store,
    header: { title: found.headOffice?.Name ?? found.store.Name, branded: Boolean(found.headOffice) },
    menu: selectActiveMenu(menus, { now, timeZone: found.store.TimezoneIanaFormat, menuQuery: null }),
    member: session.user,
    entries,
  };
}

/** History lines as the page shows them, each dated in its own store's zone; `cardName` names a stamps line's card. */
export async function historyItems(
  app: Pick<Container, 'stores'>,
  entries: readonly TLoyaltyEntry[],
  amount: (entry: TLoyaltyEntry) => number,
  cardName: (entry: TLoyaltyEntry) => string | null = () => null,
): Promise<TLoyaltyHistoryItem[]> {
  const shown = entries.slice(0, LOYALTY_HISTORY_LIMIT);
  const storeIds = [...new Set(shown.map((entry) => String(entry.StoreID)))];
  const stores = new Map((await Promise.all(storeIds.map((id) => app.stores.findById(id)))).filter((s): s is TStore => s !== null).map((s) => [s.ID, s]));
  return shown.map((entry) => {
    const store = stores.get(String(entry.StoreID));
    return {
      id: String(entry.ID),
      kind: entry.Kind,
      amount: amount(entry),
      orderNumber: entry.OrderNumber ?? null,
      storeName: entry.StoreName || store?.Name || '',
      createdOn: entry.CreatedOn,
      timeZone: store?.TimezoneIanaFormat ?? DEFAULT_ZONE,
      cardName: cardName(entry),
    };
  });
}
