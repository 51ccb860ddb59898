/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SiteFooter } from '@/components/layout/site-footer';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';

function footer(branded: boolean | undefined, locale: 'en' | 'zh-CN' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhCN} timeZone="Australia/Sydney">
      <SiteFooter branded={branded}>
        <p>Terms and conditions</p>
      </SiteFooter>
    </NextIntlClientProvider>,
  );
}

describe('the powered-by footer (spec part 1 §1: shown unless branded)', () => {
  it('shows the powered-by line with the version where the store is not branded', () => {
    footer(undefined);
    expect(screen.getByText('Powered by Online Ordering · version 1.1.7')).toBeInTheDocument();
  });

  it('speaks Chinese under zh-CN', () => {
    footer(false, 'zh-CN');
    expect(screen.getByText('由在线点餐系统提供支持 · 版本 1.1.7')).toBeInTheDocument();
  });

  it('hides it where the store is branded, keeping the footer’s own content', () => {
    footer(true);
    expect(screen.queryByText(/Powered by/)).not.toBeInTheDocument();
    expect(screen.getByText('Terms and conditions')).toBeInTheDocument();
  });
});
