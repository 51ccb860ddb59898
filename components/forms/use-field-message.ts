'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { TFieldMessage } from '@/lib/client/forms/zod-issues';

/** Text of a field message: the server's own text, or a message key of the form schemas translated here. */
export function useFieldMessage(): (message: TFieldMessage | undefined) => string | undefined {
  // Client messages: validation
  const t = useTranslations();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if ('text' in message) return message.text;
      // Schema messages are keys of the `validation` namespace (lib/schemas/forms/messages.ts).
      return t.has(message.key as never) ? t(message.key as never, (message.params ?? {}) as never) : message.key;
    },
    [t],
  );
}
