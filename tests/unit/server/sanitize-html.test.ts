import { hasText, sanitizeStoreHtml } from '@/lib/server/sanitize-html';
import { storePolicies } from '@/lib/server/stores/store-policies';

describe('store-owner HTML', () => {
  it('keeps formatting and links', () => {
    expect(sanitizeStoreHtml('<h3>Terms</h3><p>Read <a href="https://example.com/t">this</a>.</p>')).toBe(
      '<h3>Terms</h3><p>Read <a href="https://example.com/t" target="_blank" rel="noopener noreferrer">this</a>.</p>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="steal()">hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<p style="position:fixed">hi</p>', '<p>hi</p>'],
  ])('removes what could run or deceive: %s', (input, output) => {
    expect(sanitizeStoreHtml(input)).toBe(output);
  });

  it('treats empty and markup-only text as empty, as the spec opens nothing for an empty text', () => {
    expect(sanitizeStoreHtml(undefined)).toBe('');
    expect(hasText('<p> </p>')).toBe(false);
    expect(hasText('<p>Refunds within 24 hours</p>')).toBe(true);
  });
});

describe('store policies in the footer', () => {
  it('lists only the texts that are present, in the spec order', () => {
    const policies = storePolicies({ TermsAndConditions: '<p>Store terms</p>', Policies: { PolicyTypeRefund: '<p>Refunds</p>', PolicyTypeDelivery: '<p> </p>' } }, null);
    expect(policies).toEqual([
      { kind: 'terms', html: '<p>Store terms</p>' },
      { kind: 'refund', html: '<p>Refunds</p>' },
    ]);
  });

  it('uses the head office terms when branded and present, else the store’s', () => {
    expect(storePolicies({ TermsAndConditions: '<p>Store</p>' }, { TermsAndConditions: '<p>Group</p>' })[0].html).toBe('<p>Group</p>');
    expect(storePolicies({ TermsAndConditions: '<p>Store</p>' }, { TermsAndConditions: '' })[0].html).toBe('<p>Store</p>');
  });
});
