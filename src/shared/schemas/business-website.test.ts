import { describe, expect, it } from 'vitest';
import { businessSignupSchema, MISSING_BUSINESS_FIELDS } from '#shared/schemas/business.ts';

const signup = (website: string) =>
  businessSignupSchema.safeParse({
    companyName: 'Blue Door',
    email: 'kim@bluedoor.example',
    contactName: 'Kim',
    businessType: 'venue',
    website,
  });

describe('a business website as people type it', () => {
  it.each([
    ['bluedoor.com', 'https://bluedoor.com'],
    ['www.bluedoor.com/jazz?night=1', 'https://www.bluedoor.com/jazz?night=1'],
    ['http://bluedoor.com', 'http://bluedoor.com'],
    ['https://bluedoor.com', 'https://bluedoor.com'],
  ])('reads %j as %j', (typed, stored) => {
    expect(signup(typed).data?.website).toBe(stored);
  });

  it.each(['bluedoor', 'ftp://bluedoor.com', 'javascript:alert(1)'])(
    'refuses %j naming the field, never as missing fields',
    (typed) => {
      const issues = signup(typed).error?.issues ?? [];
      expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['website', 'must be a web address (https://…)'],
      ]);
      expect(issues.some((i) => i.message === MISSING_BUSINESS_FIELDS)).toBe(false);
    },
  );
});
