import { describe, expect, it } from 'vitest';
import { deckCommand, isEditable } from './deck-keys.ts';

const plain = { altKey: false, ctrlKey: false, metaKey: false };

describe('deckCommand', () => {
  it('maps arrows to swipes and Z / Backspace to undo', () => {
    expect(deckCommand('ArrowLeft', plain)).toBe('left');
    expect(deckCommand('ArrowRight', plain)).toBe('right');
    expect(deckCommand('ArrowDown', plain)).toBe('down');
    expect(deckCommand('z', plain)).toBe('undo');
    expect(deckCommand('Z', plain)).toBe('undo');
    expect(deckCommand('Backspace', plain)).toBe('undo');
  });

  it('leaves other keys and shortcuts alone', () => {
    expect(deckCommand('ArrowUp', plain)).toBeNull();
    expect(deckCommand('Enter', plain)).toBeNull();
    expect(deckCommand('z', { ...plain, metaKey: true })).toBeNull();
    expect(deckCommand('ArrowLeft', { ...plain, altKey: true })).toBeNull();
  });
});

describe('isEditable', () => {
  const element = (tagName: string, isContentEditable = false) =>
    ({ tagName, isContentEditable }) as unknown as EventTarget;

  it('is true for fields and editable text, false for everything else', () => {
    expect(isEditable(element('INPUT'))).toBe(true);
    expect(isEditable(element('TEXTAREA'))).toBe(true);
    expect(isEditable(element('DIV', true))).toBe(true);
    expect(isEditable(element('BUTTON'))).toBe(false);
    expect(isEditable(null)).toBe(false);
  });
});
