/**
 * A store's looks from configuration (spec part 1 §3): ThemeSettings (CommonLogo, IntroBackground)
 * and the view configuration's UI colours for mobile and desktop, MenuBackgroundImage and
 * ImageCenterMode. The spec does not name the colour keys; the known ones map onto the
 * stylesheet's variables, any other becomes `--ui-{key}` for a store owner's own CSS.
 */

export interface LooksConfig {
  ThemeSettings?: { BackgroundPhotos?: { CommonLogo?: string }; Colours?: { IntroBackground?: string } };
  ViewComponentConfigs?: {
    UIColoursMobile?: Record<string, string>;
    UIColoursDesktop?: Record<string, string>;
    MenuBackgroundImage?: string;
    ImageCenterMode?: boolean;
  };
}

export interface StoreLooks {
  mobile: Record<string, string>;
  desktop: Record<string, string>;
  menuBackgroundImage: string | null;
  imageCenterMode: boolean;
}

const KNOWN_KEYS: Record<string, string> = {
  primary: '--brand',
  primarycontrast: '--brand-contrast',
  primarytext: '--brand-contrast',
  accent: '--accent',
  background: '--surface-muted',
  surface: '--surface',
  text: '--ink',
};

/**
 * Colours were checked on import, but they end up inside a style element: anything but the
 * characters of a colour (#hex, names, rgb()/hsl() lists) is refused here again.
 */
const SAFE_COLOUR = /^[#a-zA-Z0-9(),.%\s-]{1,64}$/;

function variableName(key: string): string | null {
  const known = KNOWN_KEYS[key.toLowerCase()];
  if (known) return known;
  const kebab = key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9-]/g, '')
    .toLowerCase();
  return kebab ? `--ui-${kebab}` : null;
}

export function colourVariables(colours: Readonly<Record<string, string>> | undefined, introBackground?: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (introBackground && SAFE_COLOUR.test(introBackground)) out['--intro-background'] = introBackground;
  for (const [key, value] of Object.entries(colours ?? {})) {
    const name = variableName(key);
    if (name && SAFE_COLOUR.test(value)) out[name] = value.trim();
  }
  return out;
}

/** Head-office theme first where the store has none (a branded group shares its look). */
export function storeLooks(store: LooksConfig, headOffice?: Pick<LooksConfig, 'ThemeSettings'> | null): StoreLooks {
  const intro = store.ThemeSettings?.Colours?.IntroBackground ?? headOffice?.ThemeSettings?.Colours?.IntroBackground;
  const config = store.ViewComponentConfigs;
  return {
    mobile: colourVariables(config?.UIColoursMobile, intro),
    desktop: colourVariables(config?.UIColoursDesktop, intro),
    menuBackgroundImage: config?.MenuBackgroundImage ?? null,
    imageCenterMode: config?.ImageCenterMode === true,
  };
}

/** The variables as a style sheet: phone colours by default, desktop ones from `desktopMinWidth`. */
export function looksStyleSheet(looks: Pick<StoreLooks, 'mobile' | 'desktop'>, desktopMinWidth: number): string {
  const block = (variables: Record<string, string>) =>
    Object.entries(variables)
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
  const mobile = block(looks.mobile);
  const desktop = block(looks.desktop);
  return [mobile && `:root{${mobile}}`, desktop && `@media (min-width:${desktopMinWidth}px){:root{${desktop}}}`].filter(Boolean).join('');
}

/** The theme's common logo stands in for a store without its own. */
export function themeLogo(store: LooksConfig, headOffice?: Pick<LooksConfig, 'ThemeSettings'> | null): string | undefined {
  return store.ThemeSettings?.BackgroundPhotos?.CommonLogo ?? headOffice?.ThemeSettings?.BackgroundPhotos?.CommonLogo;
}
