'use client';

import { useEffect, useRef, useState } from 'react';
import { takeIsland } from './island-registry';

/** Browser only: the markup of islands that unmounted, for a page rebuilt from its first payload (back and forward). */
const unmounted = new Map<string, string>();

export interface StaticHtmlIslandProps {
  id: string;
  /** The markup, when it travels in React's payload (a client-side navigation); else it was deposited. */
  html?: string;
  as?: 'ul' | 'div';
  className?: string;
}

/**
 * Server-built markup that React does not carry twice (see island-registry.ts): the HTML render
 * takes it from the registry; hydration keeps the markup already in the page (React does not
 * touch the children of an element whose inner HTML it sets); a client-side navigation brings it
 * in the payload; a page rebuilt from its first payload (back, forward) gets it back from when the
 * island unmounted.
 */
export function StaticHtmlIsland({ id, html, as: Tag = 'div', className }: StaticHtmlIslandProps) {
  const element = useRef<HTMLUListElement & HTMLDivElement>(null);
  const [markup] = useState(() => html ?? (typeof window === 'undefined' ? takeIsland(id) : unmounted.get(id)) ?? null);

  useEffect(() => {
    const current = element.current;
    return () => {
      if (current) unmounted.set(id, current.innerHTML);
    };
  }, [id]);

  // Hydrating, markup is null: '' keeps the server's children (and React's warning about them is suppressed).
  return <Tag ref={element} className={className} dangerouslySetInnerHTML={{ __html: markup ?? '' }} suppressHydrationWarning />;
}
