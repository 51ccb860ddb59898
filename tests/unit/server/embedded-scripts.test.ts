import type { THeadOffice, TStore } from '@/lib/schemas/entities';
import { embeddedScripts } from '@/lib/server/stores/embedded-scripts';

const store = (EmbeddedJavascript?: string) => ({ ID: '1001', EmbeddedJavascript }) as TStore;
const office = (EmbeddedJavascript?: string) => ({ ID: '1000', Name: 'Harbour & Co.', EmbeddedJavascript }) as THeadOffice;

describe('embeddedScripts', () => {
  it("runs the head office's company script, then the store's own", () => {
    expect(embeddedScripts({ store: store('b()'), headOffice: office('a()') })).toEqual(['a()', 'b()']);
  });

  it('runs nothing for a store without a head office or script, or with blank ones', () => {
    expect(embeddedScripts({ store: store(), headOffice: null })).toEqual([]);
    expect(embeddedScripts({ store: store('  '), headOffice: office('') })).toEqual([]);
  });

  it('cannot end its script element early', () => {
    expect(embeddedScripts({ store: store(), headOffice: office('x = "</script><script>alert(1)</SCRIPT>"') })).toEqual(['x = "<\\/script><script>alert(1)<\\/SCRIPT>"']);
  });
});
