import { describe, expect, it } from 'vitest';
import { connectPopupPage } from '#server/features/calendar/google.presenter.ts';

describe('connectPopupPage', () => {
  it('escapes the message as HTML', () => {
    const page = connectPopupPage(`<script>alert("x")</script> & 'y'`);
    expect(page).toContain(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>',
    );
    expect(page).not.toContain('<script>');
  });
});
