'use client';

import { useTranslations } from 'next-intl';
import { OPTION_GROUP_KEYS } from '@/lib/domain/cart';
import type { DomainMessage } from '@/lib/domain/money';

type OptionGroupKey = keyof typeof OPTION_GROUP_KEYS;

const BY_FULL_KEY = new Map<string, OptionGroupKey>(Object.entries(OPTION_GROUP_KEYS).map(([short, full]) => [full, short as OptionGroupKey]));

/**
 * Translates the domain's option-group messages ('optionGroup.chooseN' and friends). The domain
 * returns keys, never text; an unknown key shows nothing rather than a raw key.
 */
export function useOptionMessage(): (message: DomainMessage | null) => string | null {
  const t = useTranslations('optionGroup');
  return (message) => {
    if (!message) return null;
    const key = BY_FULL_KEY.get(message.key);
    return key ? t(key, message.values) : null;
  };
}
