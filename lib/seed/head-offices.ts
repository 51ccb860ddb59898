import type { THeadOffice } from '../schemas/entities';
import { demoImage } from './images';
import { termsAndConditions } from './stores/content';
import { HARBOUR_HQ_ID } from './stores/harbour-stores';

/**
 * The Harbour & Co. head office. IsSushiHub (terms checkbox at checkout) stays off so the demo
 * checkout has no extra step; switch it on to see the checkbox.
 */
export function demoHeadOffices(): THeadOffice[] {
  return [
    {
      ID: HARBOUR_HQ_ID,
      Name: 'Harbour & Co.',
      Logo: demoImage('logo-harbour'),
      ProfileImage: demoImage('banner-sydney'),
      TermsAndConditions: termsAndConditions('Harbour & Co. group'),
      IsSushiHub: false,
      StripeActivated: true,
      ThemeSettings: { BackgroundPhotos: { CommonLogo: demoImage('logo-harbour') }, Colours: { IntroBackground: '#0b3c5d' } },
      // Harmless and visible: marks the page, so a browser test (and a curious owner) sees it ran.
      EmbeddedJavascript: "window.__hqEmbedded = true; document.documentElement.dataset.hqEmbedded = 'harbour';",
      // The group's own website may embed any of its stores (docs/widget.md).
      WidgetAllowedOrigins: ['https://www.harbourandco.example'],
    },
  ];
}
