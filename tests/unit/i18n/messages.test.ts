import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const english = leaves(en as Tree);
const chinese = leaves(zhCN as Tree);
// Texts that are the same in both languages on purpose: language names, brand names, and formats with no words.
const sameInBoth = new Set([
  'languagePicker.en',
  'languagePicker.zh-CN',
  'checkout.methods.applePay',
  'checkout.methods.googlePay',
  'storedCards.types.visa',
  'storedCards.types.mastercard',
  'board.payment.applePay',
  'board.payment.googlePay',
]);
const isBareFormat = (text: string) => !/\p{L}/u.test(text.replace(/\{[^}]*\}/g, ''));

describe('message catalogues', () => {
  it('have the same keys in English and Simplified Chinese', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()].filter((key) => !sameInBoth.has(key) && !isBareFormat(english.get(key)!)))('%s is translated, with the same placeholders', (key) => {
    const en = english.get(key)!;
    const zh = chinese.get(key)!;
    expect(zh).not.toBe(en);
    // An argument is a name closed by `,` or `}`; `{0 items}` and `{No entries}` are texts of plural branches.
    const holes = (text: string) => (text.match(/\{[A-Za-z_]\w*(?=\s*[,}])/g) ?? []).sort();
    expect(holes(zh)).toEqual(holes(en));
  });

  it('keep the spec’s English wording for its texts', () => {
    expect(english.get('pages.generalError')).toBe('something is wrong !');
    expect(english.get('pages.pageNotFound')).toBe('page not found !');
    expect(english.get('store.menuEmpty')).toBe('Menu is empty, no product is available to order at the moment.');
    expect(english.get('menuFilter.noMatchingProducts')).toBe('no matching products');
    expect(english.get('storeList.oops')).toBe('Oops!');
    expect(english.get('errors.storeNotFound')).toBe('Store cannot be found, please contact support');
  });
});
