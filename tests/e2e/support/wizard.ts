import { expect, type Page } from '@playwright/test';
import en from '../../../messages/en.json';
import zhCN from '../../../messages/zh-CN.json';
import type { Locale } from './texts';

const WIZARD = { en: en.wizard, 'zh-CN': zhCN.wizard } as const;

/**
 * The wizard on the flagship: delivery to 1 Macquarie St, Sydney NSW 2000 (6 km from Circular
 * Quay: $4 + 6 × $0.60 = $7.60), in the page's language. On phones choosing an option moves on
 * at once (spec part 1 §4).
 */
export async function chooseDelivery(page: Page, isMobile: boolean, locale: Locale = 'en'): Promise<void> {
  const words = WIZARD[locale];
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('radio', { name: words.delivery }).click();
  if (!isMobile) await wizard.getByRole('button', { name: words.next }).click();
  await wizard.getByLabel(words.street).fill('1 Macquarie St');
  await wizard.getByLabel(words.suburb).fill('Sydney');
  await wizard.getByLabel(words.state).selectOption('NSW');
  await wizard.getByLabel(words.postcode).fill('2000');
  await expect(wizard.getByRole('status')).toContainText(words.deliverable.replace('{fee}', '$7.60'));
  await wizard.getByRole('button', { name: words.next }).click();
  await wizard.getByRole('button', { name: words.confirm }).click();
  await expect(wizard).toBeHidden();
}
