'use client';

import dynamic from 'next/dynamic';

/** The pop-up notice opens after hydration (it reads what this browser has confirmed): its code is fetched only for a store that has one. */
export const PopUpNotice = dynamic(() => import('./pop-up-notice').then((m) => m.PopUpNotice), { ssr: false });
