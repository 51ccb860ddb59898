import { escapeHtml, html } from '@/lib/html/html-template';

describe('html template', () => {
  it('escapes every interpolated text, in content and in attributes', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;">&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</p>',
    );
  });

  it('keeps nested templates as markup, joins arrays and drops empty values', () => {
    const items = ['a<b', 'c'].map((text) => html`<li>${text}</li>`);
    expect(html`<ul>${items}${null}${undefined}${false}${0}</ul>`.value).toBe('<ul><li>a&lt;b</li><li>c</li>0</ul>');
  });

  it('escapes the five characters that matter', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
