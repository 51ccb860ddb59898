'use client';

import { useEffect, useRef, useState } from 'react';

type Props = React.ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };

/** An image that removes itself when it fails to load (spec: logo and product photos). */
export function HideOnErrorImage({ alt, ...props }: Props) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // A server-rendered image can fail before React attaches onError: check once on mount.
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return null;
  return <img ref={image} alt={alt} {...props} onError={() => setFailed(true)} />;
}
