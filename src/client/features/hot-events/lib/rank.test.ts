import { describe, expect, it } from 'vitest';
import { likesLabel, rankBadgeClasses, recentLovesLabel } from './rank.ts';

describe('rankBadgeClasses', () => {
  it('gives gold, silver and bronze to the top three and red to the rest', () => {
    expect(rankBadgeClasses(1)).toContain('yellow');
    expect(rankBadgeClasses(2)).toContain('slate');
    expect(rankBadgeClasses(3)).toContain('orange');
    expect(rankBadgeClasses(4)).toContain('red');
    expect(rankBadgeClasses(50)).toBe(rankBadgeClasses(4));
  });
});

describe('likesLabel', () => {
  it('uses the singular for one like', () => {
    expect(likesLabel(1)).toBe('1 like');
    expect(likesLabel(0)).toBe('0 likes');
    expect(likesLabel(1200)).toBe('1,200 likes');
  });
});

describe('recentLovesLabel', () => {
  it('counts the loves of the week', () => {
    expect(recentLovesLabel(3)).toBe('3 loves this week');
    expect(recentLovesLabel(1)).toBe('1 love this week');
    expect(recentLovesLabel(1500)).toBe('1,500 loves this week');
  });
});
