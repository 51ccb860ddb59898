/**
 * Catalogue of the demo illustrations. The generator script draws one SVG per entry into
 * public/images/demo/; the seed refers to them by name, so a typo is a type error instead of a
 * broken image. Colours are [main, accent, extra] and vary the same drawing per dish.
 */
export type TIllustrationKind =
  'burger' | 'pizza' | 'bowl' | 'noodles' | 'plate' | 'steak' | 'fish' | 'cup' | 'glass' | 'fries' | 'cake' | 'icecream' | 'wrap' | 'toast' | 'skewers' | 'dumplings' | 'giftcard';

export type TIllustration = { kind: TIllustrationKind; colours: readonly [string, string, string] };

export const FOOD_ILLUSTRATIONS = {
  'burger-beef': { kind: 'burger', colours: ['#6b3a1e', '#f2c14e', '#5aa832'] },
  'burger-chicken': { kind: 'burger', colours: ['#d9902f', '#fff1b8', '#7cc24a'] },
  'burger-veg': { kind: 'burger', colours: ['#8a9a3b', '#ffd166', '#3f9e4d'] },
  'pizza-margherita': { kind: 'pizza', colours: ['#d94a2b', '#fff4d6', '#3f9e4d'] },
  'pizza-pepperoni': { kind: 'pizza', colours: ['#c7381f', '#f7d27a', '#8e1b10'] },
  'pizza-veg': { kind: 'pizza', colours: ['#e0652f', '#f7e3a3', '#5aa832'] },
  'pasta-red': { kind: 'noodles', colours: ['#f2c14e', '#c7381f', '#3f9e4d'] },
  'pasta-cream': { kind: 'noodles', colours: ['#f3d98b', '#fff6dc', '#8a6d3b'] },
  'pasta-green': { kind: 'noodles', colours: ['#e9c46a', '#5aa832', '#fff6dc'] },
  'noodle-soup': { kind: 'bowl', colours: ['#c97b3c', '#f7e3a3', '#4caf50'] },
  laksa: { kind: 'bowl', colours: ['#e76f51', '#f4a261', '#2a9d8f'] },
  'curry-rice': { kind: 'bowl', colours: ['#e9a23b', '#ffffff', '#c0392b'] },
  'green-curry': { kind: 'bowl', colours: ['#8ab547', '#ffffff', '#d62828'] },
  poke: { kind: 'bowl', colours: ['#f08a5d', '#ffffff', '#3f9e4d'] },
  'salad-green': { kind: 'bowl', colours: ['#5aa832', '#e63946', '#f1faee'] },
  'salad-grain': { kind: 'bowl', colours: ['#c9a227', '#e76f51', '#5aa832'] },
  'fruit-bowl': { kind: 'bowl', colours: ['#6a2c70', '#f9c74f', '#e63946'] },
  'rice-fried': { kind: 'bowl', colours: ['#d4a24c', '#f6e27a', '#e63946'] },
  soup: { kind: 'bowl', colours: ['#e76f51', '#fbe7c6', '#3f9e4d'] },
  steak: { kind: 'steak', colours: ['#7a3b23', '#f2c14e', '#5aa832'] },
  schnitzel: { kind: 'steak', colours: ['#d9902f', '#f7e3a3', '#c7381f'] },
  roast: { kind: 'steak', colours: ['#a0522d', '#f4a261', '#3f9e4d'] },
  'fish-chips': { kind: 'fish', colours: ['#e9b949', '#f7e3a3', '#5aa832'] },
  'fish-grilled': { kind: 'fish', colours: ['#f08a5d', '#fff6dc', '#3f9e4d'] },
  prawns: { kind: 'skewers', colours: ['#f4845f', '#fff1d0', '#3f9e4d'] },
  'plate-eggs': { kind: 'plate', colours: ['#ffd166', '#ffffff', '#5aa832'] },
  'plate-share': { kind: 'plate', colours: ['#e9c46a', '#e76f51', '#2a9d8f'] },
  'plate-nachos': { kind: 'plate', colours: ['#f4c542', '#e63946', '#5aa832'] },
  'plate-wings': { kind: 'plate', colours: ['#c0581f', '#f4a261', '#5aa832'] },
  'plate-dessert': { kind: 'plate', colours: ['#7b3f00', '#f1faee', '#e63946'] },
  pancakes: { kind: 'toast', colours: ['#e0a458', '#7b3f00', '#e63946'] },
  'toast-avo': { kind: 'toast', colours: ['#c68b4a', '#8ab547', '#e63946'] },
  'toast-mushroom': { kind: 'toast', colours: ['#c68b4a', '#8d6e63', '#f1faee'] },
  sandwich: { kind: 'wrap', colours: ['#e6b86a', '#5aa832', '#e63946'] },
  wrap: { kind: 'wrap', colours: ['#f2d49b', '#5aa832', '#f4a261'] },
  fries: { kind: 'fries', colours: ['#f6c453', '#e63946', '#ffffff'] },
  'fries-sweet': { kind: 'fries', colours: ['#ee8434', '#264653', '#ffffff'] },
  dumplings: { kind: 'dumplings', colours: ['#f7ecd3', '#3f9e4d', '#8d6e63'] },
  satay: { kind: 'skewers', colours: ['#8b4513', '#f4a261', '#3f9e4d'] },
  'cake-chocolate': { kind: 'cake', colours: ['#5d2e0f', '#f1e3c8', '#e63946'] },
  'cake-cheese': { kind: 'cake', colours: ['#f6e1a6', '#c68b4a', '#e63946'] },
  'cake-sticky': { kind: 'cake', colours: ['#8b4513', '#e9c46a', '#f1faee'] },
  icecream: { kind: 'icecream', colours: ['#f4a6b8', '#fff3c4', '#6b3a1e'] },
  'icecream-mango': { kind: 'icecream', colours: ['#ffb347', '#fff3c4', '#5aa832'] },
  coffee: { kind: 'cup', colours: ['#6f4e37', '#f5e6d3', '#ffffff'] },
  'coffee-black': { kind: 'cup', colours: ['#3b2418', '#8b5a2b', '#ffffff'] },
  tea: { kind: 'cup', colours: ['#c47f2c', '#f1faee', '#5aa832'] },
  matcha: { kind: 'cup', colours: ['#7cb342', '#f1faee', '#ffffff'] },
  chocolate: { kind: 'cup', colours: ['#5d2e0f', '#f5e6d3', '#f4a6b8'] },
  'soda-cola': { kind: 'glass', colours: ['#3b1f14', '#e63946', '#ffffff'] },
  'soda-lemon': { kind: 'glass', colours: ['#e9f5a1', '#5aa832', '#ffffff'] },
  'soda-pink': { kind: 'glass', colours: ['#f28482', '#f6bd60', '#ffffff'] },
  water: { kind: 'glass', colours: ['#bde0fe', '#4d96ff', '#ffffff'] },
  'juice-orange': { kind: 'glass', colours: ['#f8961e', '#f9c74f', '#5aa832'] },
  'juice-green': { kind: 'glass', colours: ['#90be6d', '#f9c74f', '#ffffff'] },
  'smoothie-berry': { kind: 'glass', colours: ['#b5179e', '#f72585', '#ffffff'] },
  'smoothie-mango': { kind: 'glass', colours: ['#ffb703', '#fb8500', '#ffffff'] },
  'iced-coffee': { kind: 'glass', colours: ['#a47148', '#f5e6d3', '#ffffff'] },
  'giftcard-25': { kind: 'giftcard', colours: ['#2a9d8f', '#e9c46a', '#ffffff'] },
  'giftcard-50': { kind: 'giftcard', colours: ['#e76f51', '#f4a261', '#ffffff'] },
  'giftcard-100': { kind: 'giftcard', colours: ['#264653', '#e9c46a', '#ffffff'] },
} as const satisfies Record<string, TIllustration>;

export type TFoodImageName = keyof typeof FOOD_ILLUSTRATIONS;

/** Store logos: initials on a round badge, in the brand colours. */
export const LOGOS = {
  'logo-harbour': { text: 'H&C', colours: ['#0b3c5d', '#f2c14e', '#ffffff'] },
  'logo-daily-grind': { text: 'DG', colours: ['#6f4e37', '#f5e6d3', '#ffffff'] },
  'logo-grand-pacific': { text: 'GP', colours: ['#1d3557', '#c9a227', '#ffffff'] },
  'logo-warung': { text: 'WN', colours: ['#b5361f', '#f6c453', '#ffffff'] },
} as const satisfies Record<string, { text: string; colours: readonly [string, string, string] }>;
export type TLogoName = keyof typeof LOGOS;

/** Store banners (profile images): a wide scene of sky/sea/hills in each store's colours. */
export const BANNERS = {
  'banner-sydney': { colours: ['#5fa8d3', '#1b4965', '#f2c14e'] },
  'banner-brisbane': { colours: ['#8ecae6', '#219ebc', '#ffb703'] },
  'banner-perth': { colours: ['#ffb4a2', '#e5989b', '#6d6875'] },
  'banner-melbourne': { colours: ['#adb5bd', '#495057', '#ced4da'] },
  'banner-adelaide': { colours: ['#a8dadc', '#457b9d', '#e9c46a'] },
  'banner-cafe': { colours: ['#f5e6d3', '#a47148', '#6f4e37'] },
  'banner-hotel': { colours: ['#264653', '#2a9d8f', '#e9c46a'] },
  'banner-warung': { colours: ['#f6bd60', '#84a59d', '#f28482'] },
} as const satisfies Record<string, { colours: readonly [string, string, string] }>;
export type TBannerName = keyof typeof BANNERS;

/** Site path of a demo image. */
export function demoImage(name: TFoodImageName | TLogoName | TBannerName): string {
  return `/images/demo/${name}.svg`;
}
