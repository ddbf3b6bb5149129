import { expect, it } from 'vitest';
import { memoryReport, slopePerMinute } from './memory-trend.ts';

const minutes = (mbs: number[]) => mbs.map((mb, i) => ({ at: 60 * i, mb }));

it('fits the slope in MB per minute', () => {
  expect(slopePerMinute(minutes([100, 110, 120, 130]))).toBeCloseTo(10);
  expect(slopePerMinute(minutes([100, 100, 100]))).toBe(0);
});

it('reports a flat floor as no trend and a steady climb as a leak to look for', () => {
  const flat = memoryReport(minutes([300, 380, 310, 390, 305, 385, 300]), 0);
  expect(flat[1]).toMatch(/^Memory trend: no rising floor/);
  const climbing = memoryReport(minutes([300, 330, 360, 390, 420, 450, 480]), 0);
  expect(climbing[0]).toContain('slope 30.00 MB/min');
  expect(climbing[1]).toMatch(/^Memory trend: LOOK FOR A LEAK/);
});

it('says when too few samples follow the warm-up', () => {
  expect(memoryReport(minutes([300, 310, 320, 330, 340]), 120)).toEqual([
    'RSS after warm-up: 3 samples, too few for a trend',
  ]);
});
