import { describe, expect, it } from 'vitest';
import { plainTextToHtml } from './richText.tsx';

describe('plainTextToHtml (the listing form’s text as the listing’s rich text)', () => {
  it('makes paragraphs, line breaks, bulleted and numbered lists, bold and italic', () => {
    const text = [
      'Bright corner suite.\nSteps from **English Bay**.',
      '- In-suite laundry\n* One *parking* stall',
      '1. Viewings on Saturdays\n2) Apply online',
    ].join('\n\n');
    expect(plainTextToHtml(text)).toBe(
      '<p>Bright corner suite.<br>Steps from <strong>English Bay</strong>.</p>' +
        '<ul><li>In-suite laundry</li><li>One <em>parking</em> stall</li></ul>' +
        '<ol><li>Viewings on Saturdays</li><li>Apply online</li></ol>',
    );
  });

  it('escapes markup typed in the text and keeps a lone dash or star as text', () => {
    expect(plainTextToHtml('<script>alert(1)</script> 2 * 3\n- not a list: this line has none')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; 2 * 3<br>- not a list: this line has none</p>',
    );
    expect(plainTextToHtml('  \n\n ')).toBeNull();
  });
});
