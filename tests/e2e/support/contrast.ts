import type { Locator } from '@playwright/test';

/**
 * WCAG contrast ratio of an element's text colour against the first opaque background behind it
 * (its own or an ancestor's). axe leaves text in absolutely placed panels as "incomplete" when it
 * cannot tell what lies behind, so popovers are checked with this instead.
 */
export async function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let background = [255, 255, 255];
    for (let at: Element | null = node; at; at = at.parentElement) {
      const value = rgb(getComputedStyle(at).backgroundColor);
      if (value.length === 3 || (value.length === 4 && value[3] === 1)) {
        background = value.slice(0, 3);
        break;
      }
    }
    const [light, dark] = [luminance(rgb(getComputedStyle(node).color)), luminance(background)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });
}
