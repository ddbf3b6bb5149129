import { describe, expect, it } from 'vitest';
import { dragRotation, stampStrength, swipeDirection } from './swipe-direction.ts';

const end = (mx: number, my: number, vx = 0, vy = 0) => swipeDirection({ mx, my, vx, vy });

describe('swipeDirection', () => {
  it('swipes sideways past 50 px', () => {
    expect(end(51, 0)).toBe('right');
    expect(end(-80, 10)).toBe('left');
    expect(end(50, 0)).toBeNull();
  });

  it('swipes sideways on a quick flick under 50 px', () => {
    expect(end(20, 5, 0.6)).toBe('right');
    expect(end(-20, 5, 0.6)).toBe('left');
    expect(end(20, 5, 0.5)).toBeNull();
  });

  it('swipes down past 50 px or on a quick downward flick', () => {
    expect(end(0, 51)).toBe('down');
    expect(end(5, 30, 0, 0.7)).toBe('down');
    expect(end(5, 30, 0, 0.4)).toBeNull();
  });

  it('lets the dominant axis decide', () => {
    expect(end(60, 200)).toBe('down');
    expect(end(200, 60)).toBe('right');
    // Sideways speed does not turn a mostly vertical drag into a like.
    expect(end(10, 30, 0.9, 0)).toBeNull();
  });

  it('snaps back on upward drags and taps', () => {
    expect(end(0, -120, 0, 2)).toBeNull();
    expect(end(0, 0, 1, 1)).toBeNull();
  });
});

describe('stampStrength', () => {
  it('grows with travel on the dominant axis and caps at 1', () => {
    expect(stampStrength(50, 0)).toEqual({ right: 0.5, left: 0, down: 0 });
    expect(stampStrength(-300, 20)).toEqual({ right: 0, left: 1, down: 0 });
    expect(stampStrength(10, 75)).toEqual({ right: 0, left: 0, down: 0.75 });
    expect(stampStrength(0, -90).down).toBe(0);
  });
});

describe('dragRotation', () => {
  it('tilts with the drag and stays within 15 degrees', () => {
    expect(dragRotation(0)).toBe(0);
    expect(dragRotation(90)).toBe(5);
    expect(dragRotation(-1000)).toBe(-15);
  });
});
