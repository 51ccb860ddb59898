/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { AccountMenu } from '@/components/account/account-menu';
import { RING_CIRCUMFERENCE, LoyaltyRing } from '@/components/loyalty/loyalty-ring';
import { LoyaltyPoints } from '@/components/loyalty/loyalty-points';
import { StampCards } from '@/components/loyalty/stamp-cards';
import { setMember } from '@/lib/client/account/member-session';
import type { TLoyaltyHistoryItem, TLoyaltyPageView, TStampsPageView } from '@/lib/views/loyalty';
import en from '@/messages/en.json';
import zh from '@/messages/zh-CN.json';

jest.mock('@/lib/i18n/client-navigation', () => jest.requireActual('../support/i18n-navigation'));

const LOCALES = { en, 'zh-CN': zh } as const;
type Locale = keyof typeof LOCALES;
const wrap = (node: ReactNode, locale: Locale = 'en') =>
  render(
    <NextIntlClientProvider locale={locale} messages={LOCALES[locale]} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  );

/** A desktop (the history's pages) or a phone (its More button). */
function screenIs(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const MEMBER = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isVerified: true, rewardPoints: 75, stamps: [] };
const lines = (count: number): TLoyaltyHistoryItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `e${i}`,
    kind: i % 2 ? 'redeemed' : 'earned',
    amount: i % 2 ? -(i + 1) * 10 : (i + 1) * 10,
    orderNumber: String(100 + i),
    storeName: 'Harbour & Co. Circular Quay',
    createdOn: 1_795_000_000 - i * 3600,
    timeZone: 'Australia/Sydney',
    cardName: null,
  }));

const POINTS_VIEW: TLoyaltyPageView = {
  storeSlug: 'harbour-sydney',
  header: { title: 'Harbour & Co.', branded: true },
  currencyLocaleName: 'en-AU',
  points: 75,
  value: 3.75,
  pointsPerDollar: 20,
  ring: { fraction: 0.75, arc: 0.75 * 0.89, target: 100, rewardName: 'Free flat white' },
  rewards: [
    { name: 'Free flat white', points: 100, affordable: false },
    { name: 'Free cookie', points: 50, affordable: true },
  ],
  earning: [{ dollarSpent: 1, points: 1 }],
  earnWhenRedeeming: false,
  history: lines(7),
};

describe('the loyalty ring (part 1 §2)', () => {
  const dash = (element: Element | null) => Number(element?.getAttribute('stroke-dasharray')?.split(' ')[0]);

  it('draws its track over 89% of the circle and the member’s fraction of that arc, with a text alternative', () => {
    const { container } = wrap(<LoyaltyRing points={75} target={100} arc={0.75 * 0.89} reward="Free flat white" />);
    expect(dash(container.querySelector('[data-part="track"]'))).toBeCloseTo(0.89 * RING_CIRCUMFERENCE, 1);
    expect(dash(container.querySelector('[data-part="arc"]'))).toBeCloseTo(0.75 * 0.89 * RING_CIRCUMFERENCE, 1);
    expect(screen.getByRole('img', { name: '75 of 100 points towards Free flat white' })).toBeInTheDocument();
  });

  it('a full ring is the whole 89% arc; an empty one draws no arc; zh-CN words', () => {
    const { container, unmount } = wrap(<LoyaltyRing points={250} target={100} arc={0.89} reward="Free flat white" />);
    expect(dash(container.querySelector('[data-part="arc"]'))).toBeCloseTo(dash(container.querySelector('[data-part="track"]')), 5);
    expect(screen.getByRole('img', { name: '100 of 100 points towards Free flat white' })).toBeInTheDocument();
    unmount();
    const empty = wrap(<LoyaltyRing points={0} target={100} arc={0} reward="免费咖啡" />, 'zh-CN');
    expect(empty.container.querySelector('[data-part="arc"]')).toBeNull();
    expect(screen.getByRole('img', { name: '兑换免费咖啡：已有 0 / 100 积分' })).toBeInTheDocument();
  });
});

describe('the loyalty page', () => {
  it('shows the balance, its value, the rewards, the earning rules and the history three a page on a desktop', () => {
    screenIs(true);
    wrap(<LoyaltyPoints view={POINTS_VIEW} />);
    expect(screen.getByText('75 points')).toBeInTheDocument();
    expect(screen.getByText('Worth $3.75 at this store')).toBeInTheDocument();
    expect(screen.getByText('25 more points for Free flat white')).toBeInTheDocument();
    const rewards = within(screen.getByRole('region', { name: 'Rewards' }));
    expect(rewards.getByText('Available')).toBeInTheDocument();
    expect(rewards.getByText('25 more points to go')).toBeInTheDocument();
    expect(screen.getByText('Earn 1 point for every $1.00 you spend.')).toBeInTheDocument();
    expect(screen.getByText('Orders paid with points earn no points.')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Points history' }));
    expect(history.getAllByRole('listitem')).toHaveLength(3);
    expect(history.getByText('+10 points')).toBeInTheDocument();
    expect(history.getByText('−20 points')).toBeInTheDocument();
    expect(history.getByText(/Order #100 · Harbour & Co\. Circular Quay/)).toBeInTheDocument();
    expect(history.getByText('Page 1 of 3')).toBeInTheDocument();
    fireEvent.click(history.getByRole('button', { name: 'Next page' }));
    expect(history.getByText('−40 points')).toBeInTheDocument();
    expect(history.queryByText('+10 points')).toBeNull();
  });

  it('on a phone, three more lines per More, in zh-CN', () => {
    screenIs(false);
    wrap(<LoyaltyPoints view={POINTS_VIEW} />, 'zh-CN');
    const history = within(screen.getByRole('region', { name: '积分记录' }));
    expect(history.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(history.getByRole('button', { name: '更多' }));
    expect(history.getAllByRole('listitem')).toHaveLength(6);
    fireEvent.click(history.getByRole('button', { name: '更多' }));
    expect(history.getAllByRole('listitem')).toHaveLength(7);
    expect(history.queryByRole('button', { name: '更多' })).toBeNull();
    expect(screen.getByText('在本店价值 $3.75')).toBeInTheDocument();
  });

  it('says in words when there is nothing: no history, no rewards, no earning, points without value', () => {
    wrap(<LoyaltyPoints view={{ ...POINTS_VIEW, points: 0, value: null, pointsPerDollar: null, ring: null, rewards: [], earning: [], history: [] }} />);
    expect(screen.getByText('No points history yet. Points you earn or use on your orders show here.')).toBeInTheDocument();
    expect(screen.getByText('This store has no rewards at the moment.')).toBeInTheDocument();
    expect(screen.getByText('This store does not give points at the moment.')).toBeInTheDocument();
    expect(screen.getByText('Points cannot pay for orders at this store.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('the stamps page', () => {
  const view: TStampsPageView = {
    storeSlug: 'harbour-sydney',
    header: { title: 'Harbour & Co.', branded: true },
    currencyLocaleName: 'en-AU',
    cards: [
      {
        id: 'coffee',
        name: 'Coffee card',
        description: 'Buy 9 coffees, your 10th is on us.',
        stamps: 6,
        required: 9,
        fraction: 6 / 9,
        complete: false,
        reward: { product: 'Flat white' },
      },
      { id: 'cash', name: 'Lunch card', description: null, stamps: 4, required: 4, fraction: 1, complete: true, reward: { value: 5 } },
    ],
    history: lines(4).map((line) => ({ ...line, cardName: 'Coffee card', amount: Math.sign(line.amount) })),
  };

  it('shows each card as stamps over required with a progress bar and its reward, and the history', () => {
    screenIs(true);
    wrap(<StampCards view={view} />);
    expect(screen.getByText('6 / 9')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Coffee card' });
    expect(bar).toHaveAttribute('aria-valuenow', '6');
    expect(bar).toHaveAttribute('aria-valuemax', '9');
    expect(bar).toHaveAttribute('aria-valuetext', '6 of 9 stamps');
    expect(screen.getByText('Reward: Flat white')).toBeInTheDocument();
    expect(screen.getByText('Reward: $5.00 off')).toBeInTheDocument();
    expect(screen.getByText('Card complete: your reward is ready.')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Stamps history' }));
    expect(history.getAllByRole('listitem')).toHaveLength(3);
    expect(history.getAllByText('+1 stamps')).toHaveLength(2);
  });

  it('empty states in zh-CN', () => {
    wrap(<StampCards view={{ ...view, cards: [], history: [] }} />, 'zh-CN');
    expect(screen.getByText('本店目前没有集印花卡。')).toBeInTheDocument();
    expect(screen.getByText('暂无印花记录。您在本店订单中集到的印花会显示在这里。')).toBeInTheDocument();
  });
});

describe('the account menu’s Loyalty and Stamps items (part 1 §2 "Top menu and drawer")', () => {
  beforeEach(() => act(() => setMember(MEMBER)));

  for (const [locale, loyalty, stamps] of [
    ['en', 'Loyalty', 'Stamps'],
    ['zh-CN', '会员积分', '集印花'],
  ] as const) {
    it(`lists Loyalty and Stamps where the store offers them, and not where it does not (${locale})`, () => {
      const { unmount } = wrap(<AccountMenu storeSlug="harbour-sydney" storeId="1001" pages={{ loyalty: true, stamps: true }} />, locale);
      fireEvent.click(screen.getByRole('button', { name: MEMBER.email }));
      expect(screen.getByRole('menuitem', { name: loyalty })).toHaveAttribute('href', '/harbour-sydney/loyalty');
      expect(screen.getByRole('menuitem', { name: stamps })).toHaveAttribute('href', '/harbour-sydney/userStamps');
      unmount();
      wrap(<AccountMenu storeSlug="harbour-sydney" storeId="1001" pages={{ loyalty: false, stamps: false }} />, locale);
      fireEvent.click(screen.getByRole('button', { name: MEMBER.email }));
      expect(screen.queryByRole('menuitem', { name: loyalty })).toBeNull();
      expect(screen.queryByRole('menuitem', { name: stamps })).toBeNull();
      expect(screen.getAllByRole('menuitem').length).toBeGreaterThanOrEqual(4);
    });

    it(`the phone drawer follows the same rule (${locale})`, () => {
      const { unmount } = wrap(<AccountMenu storeSlug="harbour-sydney" storeId="1001" variant="drawer" pages={{ loyalty: true, stamps: false }} />, locale);
      expect(screen.getByRole('link', { name: loyalty })).toHaveAttribute('href', '/harbour-sydney/loyalty');
      expect(screen.queryByRole('link', { name: stamps })).toBeNull();
      unmount();
      wrap(<AccountMenu storeSlug="harbour-sydney" storeId="1001" variant="drawer" />, locale);
      expect(screen.queryByRole('link', { name: loyalty })).toBeNull();
    });
  }
});
