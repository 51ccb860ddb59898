'use client';

import { clientOnly } from '@/lib/client/client-only';

/** The pop-up notice opens after hydration (it reads what this browser has confirmed): its code is fetched only for a store that has one. */
export const PopUpNotice = clientOnly(() => import('./pop-up-notice').then((m) => m.PopUpNotice));
