import { decorateTocValue } from '@site/src/lib/tocPlans';

const labels = { pro: 'Pro plan', premium: 'Premium plan' };

describe('decorateTocValue', () => {
  it('turns badge tags into labelled images', () => {
    expect(decorateTocValue('Column pinning <ProBadge></ProBadge>', labels)).toBe(
      'Column pinning <span class="toc-plan-badge toc-plan-badge--pro" role="img" aria-label="Pro plan" title="Pro plan"></span>',
    );
    expect(decorateTocValue('Excel export <PremiumBadge class="x"></PremiumBadge>', labels)).toContain(
      'aria-label="Premium plan"',
    );
  });

  it('leaves other headings untouched', () => {
    expect(decorateTocValue('Sorting <code>sortModel</code>', labels)).toBe('Sorting <code>sortModel</code>');
  });

  it('escapes labels', () => {
    expect(decorateTocValue('<ProBadge></ProBadge>', { pro: 'a"b', premium: '' })).toContain('aria-label="a&quot;b"');
  });
});
