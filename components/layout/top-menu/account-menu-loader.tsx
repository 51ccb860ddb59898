'use client';

import dynamic from 'next/dynamic';

/** The account menu asks the server who is signed in after load: its code waits until the page is interactive. */
export const AccountMenu = dynamic(() => import('@/components/account/account-menu').then((m) => m.AccountMenu), { ssr: false });
