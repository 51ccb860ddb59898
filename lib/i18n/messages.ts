import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import type { Locale } from './routing';

export type Messages = typeof en;

const catalogues: Record<Locale, Messages> = { en, 'zh-CN': zhCN };

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}
