/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { canOpenProductDialog, ProductDialog, productDialogData } from '@/components/menu/product-dialog';
import type { ProductDialogProps } from '@/components/menu/product-dialog';
import { lineTotalCents, priceCart, type CartItem } from '@/lib/domain/cart';
import { formatCents } from '@/lib/domain/money';
import { buildDemoData } from '@/lib/seed';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import { polyfillDialog } from '../support/dialog-polyfill';

const menu = buildDemoData().menus['1001'][0];
/** Inside the demo price triggers' 2024–2030 window. */
const NOW = Date.UTC(2026, 0, 15) / 1000;
let clock = 1_000_000;

beforeAll(polyfillDialog);

beforeEach(() => {
  // The Add button ignores a second press within 500 ms: tests move this clock on purpose.
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
});

afterEach(() => jest.restoreAllMocks());

/** Presses Add as a customer would, well after any previous press. */
async function pressAdd(user: ReturnType<typeof userEvent.setup>) {
  clock += 1000;
  await user.click(screen.getByRole('button', { name: /^Add to cart/ }));
}

function renderDialog(productId: string, extra: Partial<ProductDialogProps> = {}, locale: 'en' | 'zh-CN' = 'en') {
  const data = productDialogData(menu, productId, NOW);
  if (!data) throw new Error(`no dialog data for ${productId}`);
  const onAdd = jest.fn<void, [CartItem]>();
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhCN}>
      <ProductDialog open {...data} nowSeconds={NOW} showItemNotes onAdd={onAdd} onClose={onClose} {...extra} />
    </NextIntlClientProvider>,
  );
  return { data, onAdd, onClose, user };
}

function addButton() {
  return screen.getByRole('button', { name: /^Add to cart/ });
}

function group(name: string) {
  return screen.getByRole('group', { name: new RegExp(`^${name}`) });
}

describe('the add-to-cart dialog', () => {
  it('opens as a modal named by the product, wide with option groups and narrow without', () => {
    renderDialog('build-your-own-poke-bowl');
    const dialog = screen.getByRole('dialog', { name: 'Build your own poke bowl' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog.className).toMatch(/wide/);
    expect(dialog).toHaveTextContent('$21.00');
  });

  it('is narrow for a product without option groups', () => {
    renderDialog('chicken-caesar-wrap');
    expect(screen.getByRole('dialog').className).toMatch(/narrow/);
  });

  it('marks a forced single-select group invalid on Add, with the hint and focus, and clears it once chosen', async () => {
    const { onAdd, user } = renderDialog('build-your-own-poke-bowl');
    const protein = group('Choose your protein');
    expect(protein).not.toHaveAttribute('aria-invalid');
    expect(protein).toHaveTextContent('Please choose 1 item(s) from the list below');
    expect(addButton()).toHaveTextContent('Add to cart · $21.00');

    await pressAdd(user);
    expect(onAdd).not.toHaveBeenCalled();
    expect(protein).toHaveAttribute('aria-invalid', 'true');
    expect(protein).toHaveFocus();
    expect(protein).toHaveAccessibleDescription(/Please choose 1 item\(s\) from the list below/);
    expect(screen.getByText('Please complete the highlighted options.')).toBeInTheDocument();

    await user.click(within(protein).getByRole('radio', { name: /Beef/ }));
    expect(protein).not.toHaveAttribute('aria-invalid');
    expect(protein).toHaveTextContent('Maximum of 1 item(s) have been selected');
    expect(addButton()).toHaveTextContent('Add to cart · $23.00');

    await pressAdd(user);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0][0].modifiers).toEqual([expect.objectContaining({ ID: 'bowl-protein-beef', Price: 2, quantity: 1 })]);
  });

  it('shows nested sub-options under a chosen option and validates them too', async () => {
    const { onAdd, user } = renderDialog('build-your-own-poke-bowl');
    expect(screen.queryByRole('group', { name: /How would you like it cooked/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Grilled steak/ }));
    const doneness = group('How would you like it cooked\\?');
    expect(addButton()).toHaveTextContent('$25.00');

    await pressAdd(user);
    expect(onAdd).not.toHaveBeenCalled();
    expect(doneness).toHaveAttribute('aria-invalid', 'true');
    expect(group('Choose your protein')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(doneness).getByRole('radio', { name: 'Medium rare' }));
    expect(doneness).not.toHaveAttribute('aria-invalid');
    expect(group('Choose your protein')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('region', { name: 'Your selection' })).toHaveTextContent('Grilled steak');
    expect(screen.getByRole('region', { name: 'Your selection' })).toHaveTextContent('Medium rare');

    await pressAdd(user);
    const line = onAdd.mock.calls[0][0];
    expect(line.modifiers).toEqual([
      expect.objectContaining({ ID: 'bowl-protein-grilled-steak', selectedSubmodifiers: [expect.objectContaining({ ID: 'doneness-medium-rare' })] }),
    ]);
    expect(lineTotalCents(line)).toBe(2500);
  });

  it('offers "None" in an optional single-select group so a choice can be undone', async () => {
    const { user } = renderDialog('salmon-poke-salad');
    const protein = group('Add protein');
    expect(within(protein).getByRole('radio', { name: 'None' })).toBeChecked();
    await user.click(within(protein).getByRole('radio', { name: 'Grilled chicken +$5.00' }));
    expect(addButton()).toHaveTextContent('$28.00');
    await user.click(within(protein).getByRole('radio', { name: 'None' }));
    expect(addButton()).toHaveTextContent('$23.00');
    expect(within(protein).getByRole('radio', { name: /Grilled chicken/ })).not.toBeChecked();
  });

  it('disables further choices of a max-limited multi-select at its maximum', async () => {
    const { user } = renderDialog('rump-steak-250g');
    const sides = group('Choose 2 sides');
    await user.click(within(sides).getByRole('checkbox', { name: /Creamy mash/ }));
    // Below the minimum the hint still asks for the full count.
    expect(sides).toHaveTextContent('Please choose 2 item(s) from the list below');
    await user.click(within(sides).getByRole('checkbox', { name: /Sweet potato fries/ }));
    expect(sides).toHaveTextContent('Maximum of 2 item(s) have been selected');
    expect(within(sides).getByRole('checkbox', { name: /Garden salad/ })).toBeDisabled();
    expect(within(sides).getByRole('checkbox', { name: /Creamy mash/ })).toBeEnabled();
    expect(addButton()).toHaveTextContent('$33.50');

    await user.click(within(sides).getByRole('checkbox', { name: /Creamy mash/ }));
    expect(within(sides).getByRole('checkbox', { name: /Garden salad/ })).toBeEnabled();
  });

  it('counts IncludeQuantity options with steppers bounded by MaxQty and the group maximum', async () => {
    const { user } = renderDialog('classic-cheeseburger');
    const extras = group('Add extras');
    const morePatty = within(extras).getByRole('button', { name: 'Add one Extra patty' });
    const lessPatty = within(extras).getByRole('button', { name: 'Remove one Extra patty' });
    expect(lessPatty).toBeDisabled();
    await user.click(morePatty);
    await user.click(morePatty);
    // Extra patty has MaxQty 2.
    expect(morePatty).toBeDisabled();
    expect(within(extras).getByRole('group', { name: 'Extra patty quantity' })).toHaveTextContent('2');
    expect(addButton()).toHaveTextContent('$28.00');

    const cheese = within(extras).getByRole('button', { name: 'Add one Extra cheese' });
    for (let i = 0; i < 3; i += 1) await user.click(cheese);
    await user.click(within(extras).getByRole('button', { name: 'Add one Bacon' }));
    // 2 + 3 + 1 = 6, the group's MaximumSelection: every "+" stops.
    expect(extras).toHaveTextContent('Maximum of 6 item(s) have been selected');
    expect(within(extras).getByRole('button', { name: 'Add one Bacon' })).toBeDisabled();
    expect(within(extras).getByRole('button', { name: 'Add one Avocado' })).toBeDisabled();

    await user.click(lessPatty);
    expect(within(extras).getByRole('button', { name: 'Add one Avocado' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Your selection' })).toHaveTextContent('Extra cheese × 3');
  });

  it('adds, edits and removes a meal upgrade, changing the total by its price', async () => {
    const { onAdd, user } = renderDialog('classic-cheeseburger');
    expect(addButton()).toHaveTextContent('$18.00');
    const upgrades = screen.getByRole('region', { name: 'Meal upgrade' });
    expect(upgrades).toHaveTextContent('Make it a meal for $6.50');
    expect(upgrades).toHaveTextContent('+$6.50');

    await user.click(within(upgrades).getByRole('button', { name: 'Add Make it a meal' }));
    expect(addButton()).toHaveTextContent('$24.50');
    expect(upgrades).toHaveTextContent('Added');
    const side = within(upgrades).getByRole('group', { name: /^Choose your side/ });
    expect(within(side).getByRole('radio', { name: /Shoestring fries/ })).toBeChecked();

    // Edit: dearer parts keep their difference (sweet potato fries 10 instead of 8).
    await user.click(within(side).getByRole('radio', { name: /Sweet potato fries/ }));
    expect(upgrades).toHaveTextContent('+$8.50');
    expect(addButton()).toHaveTextContent('$26.50');
    await user.click(within(upgrades).getByRole('button', { name: 'Done' }));
    expect(within(upgrades).queryByRole('group', { name: /^Choose your side/ })).toBeNull();
    expect(within(upgrades).getByRole('button', { name: 'Edit Make it a meal' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(upgrades).getByRole('button', { name: 'Remove Make it a meal' }));
    expect(addButton()).toHaveTextContent('$18.00');
    expect(within(upgrades).getByRole('button', { name: 'Add Make it a meal' })).toBeInTheDocument();

    await user.click(within(upgrades).getByRole('button', { name: 'Add Make it a meal' }));
    await pressAdd(user);
    const line = onAdd.mock.calls[0][0];
    expect(line.selectedRollIntos).toEqual([
      expect.objectContaining({
        PriceTriggerID: 'ht-1001-meal',
        isConfirmed: true,
        selectedModifiers: [expect.objectContaining({ ID: 'meal-side-shoestring-fries' }), expect.objectContaining({ ID: 'meal-drink-coca-cola-375ml' })],
      }),
    ]);
  });

  it('keeps the quantity between 1 and 20 and multiplies the total', async () => {
    const { user } = renderDialog('chicken-caesar-wrap');
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(less).toBeDisabled();
    for (let i = 0; i < 19; i += 1) await user.click(more);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('20');
    expect(more).toBeDisabled();
    // The disabled "+" hands keyboard focus to "−" rather than dropping it.
    expect(less).toHaveFocus();
    expect(addButton()).toHaveTextContent('$320.00');
    await user.click(less);
    expect(addButton()).toHaveTextContent('$304.00');
  });

  it('refuses notes over 300 characters and counts them', async () => {
    const { onAdd, user } = renderDialog('chicken-caesar-wrap');
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveAttribute('maxlength', '300');
    fireEvent.change(notes, { target: { value: 'x'.repeat(301) } });
    expect(notes).toHaveValue('x'.repeat(300));
    expect(screen.getByText('300/300')).toBeInTheDocument();
    await pressAdd(user);
    expect(onAdd.mock.calls[0][0].itemNote).toHaveLength(300);
  });

  it('has no notes box when the store does not show item notes', () => {
    renderDialog('chicken-caesar-wrap', { showItemNotes: false });
    expect(screen.queryByRole('textbox', { name: 'Notes' })).toBeNull();
  });

  it('never opens for a sold-out product', () => {
    const soldOut = menu.Products['grilled-barramundi'];
    expect(soldOut.Status).toBe(3);
    expect(canOpenProductDialog(soldOut)).toBe(false);
    expect(canOpenProductDialog(menu.Products['classic-cheeseburger'])).toBe(true);
    expect(productDialogData(menu, 'grilled-barramundi', NOW)).toBeNull();
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <ProductDialog open product={soldOut} optionGroups={[]} subOptionGroups={{}} mealUpgrades={[]} onAdd={jest.fn()} onClose={jest.fn()} />
      </NextIntlClientProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
  });

  it('ignores a second Add within 500 ms of an add, but not after a refused press', async () => {
    const { onAdd, user } = renderDialog('build-your-own-poke-bowl');
    await user.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
    // A refused press adds nothing, so fixing the choice and pressing at once adds.
    await user.click(screen.getByRole('radio', { name: /Chicken/ }));
    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledTimes(1);
    // A double tap: the second press lands on the closing dialog in the same instant and is swallowed.
    await user.click(screen.getByRole('button', { name: /^Add to cart/, hidden: true }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('hands onAdd a line the pricing engine prices to the total shown, then closes', async () => {
    const { onAdd, onClose, user } = renderDialog('classic-cheeseburger');
    const extras = group('Add extras');
    await user.click(within(extras).getByRole('button', { name: 'Add one Bacon' }));
    await user.click(within(extras).getByRole('button', { name: 'Add one Bacon' }));
    await user.click(screen.getByRole('radio', { name: /Gluten-free bun/ }));
    await user.click(screen.getByRole('checkbox', { name: 'No pickles' }));
    await user.click(screen.getByRole('button', { name: 'Add Make it a meal' }));
    await user.click(screen.getByRole('radio', { name: /Lemon, lime and bitters/ }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    const shown = addButton().textContent ?? '';

    await pressAdd(user);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    const line = onAdd.mock.calls[0][0];
    expect(line).toEqual(expect.objectContaining({ id: 'classic-cheeseburger', name: 'Classic cheeseburger', price: 18, tax: 0.1, quantity: 3 }));
    // 3 × (18 + bun 2 + bacon 2 × 3 + side 8 + drink 5.5) = 118.50 before the meal discount...
    expect(lineTotalCents(line)).toBe(11850);
    // ...and the engine takes $6 off each of the 3 meals: what the button showed.
    const priced = priceCart({ items: [line], now: NOW, priceTriggers: menu.PriceTriggers?.filter((r) => r.TriggerType === 1) });
    expect(priced.lines[0].final).toBe(11850 - 1800);
    expect(shown).toBe(`Add to cart · ${formatCents(priced.lines[0].final)}`);
  });

  it('without an upgrade, the line functions price the line to the total shown', async () => {
    const { onAdd, user } = renderDialog('flat-white');
    // Size and milk are pre-selected (AutoSelectMinVariants).
    expect(within(group('Size')).getByRole('radio', { name: 'Regular' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Oat/ }));
    await user.click(screen.getByRole('button', { name: 'Add one Extra shot' }));
    expect(group('Extras')).toHaveTextContent('1 item(s) selected');
    const shown = addButton().textContent;
    await pressAdd(user);
    const line = onAdd.mock.calls[0][0];
    expect(shown).toBe(`Add to cart · ${formatCents(lineTotalCents(line))}`);
    expect(lineTotalCents(line)).toBe(500 + 80 + 60);
  });

  it('can be used with the keyboard alone', async () => {
    const { onAdd, user } = renderDialog('build-your-own-poke-bowl');
    async function tabTo(matches: (element: Element | null) => boolean) {
      for (let i = 0; i < 30 && !matches(document.activeElement); i += 1) await user.tab();
      expect(matches(document.activeElement)).toBe(true);
    }
    await tabTo((e) => e instanceof HTMLInputElement && e.type === 'radio');
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Chicken' })).toBeChecked();
    await tabTo((e) => e === addButton());
    clock += 1000;
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ modifiers: [expect.objectContaining({ ID: 'bowl-protein-chicken' })] }));
  });

  it('Cancel closes without adding', async () => {
    const { onAdd, onClose, user } = renderDialog('chicken-caesar-wrap');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onAdd).not.toHaveBeenCalled();
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
  });

  it('edits an existing line: restores its choices and keeps its uniqueId', async () => {
    const initial: CartItem = {
      id: 'build-your-own-poke-bowl',
      uniqueId: 'line-7',
      name: 'Build your own poke bowl',
      price: 21,
      quantity: 2,
      itemNote: 'No sesame',
      modifiers: [{ ID: 'bowl-protein-king-prawns', Name: 'King prawns', Price: 5, quantity: 1 }],
    };
    const { onAdd, user } = renderDialog('build-your-own-poke-bowl', { mode: 'edit', initial });
    expect(screen.getByRole('radio', { name: /King prawns/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('No sesame');
    const update = screen.getByRole('button', { name: /^Update item/ });
    expect(update).toHaveTextContent('$52.00');
    clock += 1000;
    await user.click(update);
    expect(onAdd.mock.calls[0][0]).toEqual(expect.objectContaining({ uniqueId: 'line-7', quantity: 2, itemNote: 'No sesame' }));
  });

  it('shows "or N points" for a reward being redeemed, at the reward price', () => {
    renderDialog('flat-white', { redemptionRule: { type: 'points', id: 'redeem-coffee', Point: 100, Name: 'Free flat white', ProductVariant: 'flat-white' } });
    expect(screen.getByText('or 100 points')).toBeInTheDocument();
    expect(addButton()).toHaveTextContent('$0.00');
  });

  it('renders in Chinese', async () => {
    const { user } = renderDialog('build-your-own-poke-bowl', {}, 'zh-CN');
    expect(screen.getByRole('button', { name: /^加入购物车/ })).toHaveTextContent('加入购物车 · $21.00');
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Choose your protein/ })).toHaveTextContent('请从下列选项中选择 1 项');
    expect(screen.getByRole('group', { name: '数量' })).toBeInTheDocument();
    clock += 1000;
    await user.click(screen.getByRole('button', { name: /^加入购物车/ }));
    expect(screen.getByText('请完成标出的选项。')).toBeInTheDocument();
  });
});
