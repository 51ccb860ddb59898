'use client';

import { clientOnly } from '@/lib/client/client-only';

/** The account menu asks the server who is signed in after load: its code waits until the page is interactive. */
export const AccountMenu = clientOnly(() => import('@/components/account/account-menu').then((m) => m.AccountMenu));
