import type { SwipeDirection } from './swipe-direction.ts';

export type DeckCommand = SwipeDirection | 'undo';

const commands: Record<string, DeckCommand> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowDown: 'down',
  z: 'undo',
  Z: 'undo',
  Backspace: 'undo',
};

/** The deck's keyboard shortcuts; null for keys that should keep their usual meaning. */
export function deckCommand(
  key: string,
  modifiers: { altKey: boolean; ctrlKey: boolean; metaKey: boolean },
): DeckCommand | null {
  if (modifiers.altKey || modifiers.ctrlKey || modifiers.metaKey) return null;
  return commands[key] ?? null;
}

/** Typing in a field must never swipe a card. */
export function isEditable(target: EventTarget | null): boolean {
  if (!target || !('tagName' in target)) return false;
  const element = target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}
