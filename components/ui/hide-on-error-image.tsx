'use client';

import { useState } from 'react';

type Props = React.ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };

/** An image that removes itself when it fails to load (spec: logo and product photos). */
export function HideOnErrorImage({ alt, ...props }: Props) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img alt={alt} {...props} onError={() => setFailed(true)} />;
}
