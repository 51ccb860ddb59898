import { dietaryIcon } from '@/lib/domain/menu/dietary-icon';
import { colourVariables, looksStyleSheet, storeLooks, themeLogo } from '@/lib/domain/store/store-looks';
import { buildDemoData, FLAGSHIP_STORE_ID } from '@/lib/seed';

describe('looks from configuration', () => {
  const demo = buildDemoData();
  const flagship = demo.stores.find((store) => store.ID === FLAGSHIP_STORE_ID)!;

  it('maps the flagship’s UI colours and its IntroBackground onto the stylesheet variables', () => {
    const looks = storeLooks(flagship);
    expect(looks.desktop).toEqual({ '--intro-background': '#0b3c5d', '--brand': '#0b3c5d', '--accent': '#f2c14e' });
    expect(looks.mobile['--brand']).toBe('#0b3c5d');
  });

  it('writes phone colours by default and desktop colours from the breakpoint', () => {
    expect(looksStyleSheet({ mobile: { '--brand': 'red' }, desktop: { '--brand': 'blue' } }, 993)).toBe(':root{--brand:red}@media (min-width:993px){:root{--brand:blue}}');
    expect(looksStyleSheet({ mobile: {}, desktop: {} }, 993)).toBe('');
  });

  it('names unknown keys --ui-{key} and refuses anything that could leave the style element', () => {
    expect(colourVariables({ HeaderText: '#fff', Bad: 'rgb(</style><script>)' })).toEqual({ '--ui-header-text': '#fff' });
  });

  it('reads MenuBackgroundImage and ImageCenterMode, and the theme’s CommonLogo as the logo stand-in', () => {
    const looks = storeLooks({ ViewComponentConfigs: { MenuBackgroundImage: '/bg.jpg', ImageCenterMode: true } });
    expect(looks).toMatchObject({ menuBackgroundImage: '/bg.jpg', imageCenterMode: true });
    expect(themeLogo({}, { ThemeSettings: { BackgroundPhotos: { CommonLogo: '/logo.png' } } })).toBe('/logo.png');
  });
});

describe('dietary icons', () => {
  it.each([
    [{ kind: 'preference' as const, id: 'vegan', name: 'Vegan' }, '🌱'],
    [{ kind: 'allergy' as const, id: 'nut-free', name: 'Nut free' }, '🥜'],
    [{ kind: 'intolerance' as const, id: 'gluten-free', name: 'Gluten free' }, '🌾'],
    [{ kind: 'allergy' as const, id: 'x', name: 'Something else' }, '⚠'],
  ])('%o shows %s', (tag, icon) => {
    expect(dietaryIcon(tag)).toBe(icon);
  });
});
