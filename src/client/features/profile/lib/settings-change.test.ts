import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR_SETTINGS } from '#shared/calendar-defaults.ts';
import type { CalendarSettings } from '#shared/schemas/calendar.ts';
import { applyChange, revertChange } from './settings-change.ts';

function makeSettings(overrides: Partial<CalendarSettings> = {}): CalendarSettings {
  return { ...DEFAULT_CALENDAR_SETTINGS, ...overrides };
}

describe('applyChange', () => {
  it('changes only the given field', () => {
    const before = makeSettings({ googleCalendarAvailable: true });
    expect(applyChange(before, { appleCalendarPreference: 'auto' })).toEqual({
      ...before,
      appleCalendarPreference: 'auto',
    });
  });
});

describe('revertChange', () => {
  it('puts the field back to its value before the change', () => {
    const before = makeSettings({ appleCalendarPreference: 'auto', autoAddToCalendar: true });
    const change = { appleCalendarPreference: 'manual' } as const;
    expect(revertChange(applyChange(before, change), change, before)).toEqual(before);
  });

  it('keeps a later change to the same field', () => {
    const before = makeSettings();
    const failed = { appleCalendarPreference: 'auto' } as const;
    const later = applyChange(applyChange(before, failed), { appleCalendarPreference: 'disabled' });
    expect(revertChange(later, failed, before).appleCalendarPreference).toBe('disabled');
  });

  it('leaves other fields as they are now', () => {
    const before = makeSettings({ appleCalendarPreference: 'auto' });
    const failed = { autoAddToCalendar: true } as const;
    const now = applyChange(applyChange(before, failed), { appleCalendarPreference: 'manual' });
    expect(revertChange(now, failed, before)).toEqual(
      makeSettings({ appleCalendarPreference: 'manual', autoAddToCalendar: false }),
    );
  });

  it('reconnects the display after a failed disconnect', () => {
    const before = makeSettings({ googleCalendarConnected: true });
    const change = { googleCalendarConnected: false } as const;
    expect(revertChange(applyChange(before, change), change, before).googleCalendarConnected).toBe(
      true,
    );
  });
});
