'use client';

import { useState } from 'react';
import { setMember } from '@/lib/client/account/member-session';
import type { TMemberView } from '@/lib/views/account';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

export interface AuthPanelProps {
  initial?: 'signIn' | 'register';
  storeSlug?: string;
  storeId?: string;
  /** after a sign-in or a registration (the member is already shared with the rest of the page) */
  onDone: (member: TMemberView) => void;
}

/** Sign-in and registration in one place (the drawer overlay and the /login and /register pages host it). */
export function AuthPanel({ initial = 'signIn', storeSlug, storeId, onDone }: AuthPanelProps) {
  const [view, setView] = useState(initial);
  const done = (member: TMemberView) => {
    setMember(member);
    onDone(member);
  };
  return view === 'signIn' ? (
    <SignInForm storeSlug={storeSlug} onSignedIn={done} onRegister={() => setView('register')} />
  ) : (
    <RegisterForm storeId={storeId} onRegistered={done} onSignIn={() => setView('signIn')} />
  );
}
