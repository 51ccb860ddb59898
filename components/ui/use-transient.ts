'use client';

import { useEffect, useState } from 'react';

/** A message shown for `ms` and then gone (part 2 §9: a success for 2000 ms, a refusal for 4000 ms). */
export function useTransient<T>(ms: number): [T | null, (value: T | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const timer = window.setTimeout(() => setValue(null), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return [value, setValue];
}
