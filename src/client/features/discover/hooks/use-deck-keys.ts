import { useEffect, useRef } from 'react';
import { deckCommand, isEditable, type DeckCommand } from '../lib/deck-keys.ts';

/**
 * ← pass, → like, ↓ maybe, Z or Backspace undo, anywhere on the page except while typing
 * or while a dialog is open.
 */
export function useDeckKeys(onCommand: (command: DeckCommand) => void, enabled: boolean) {
  const latest = useRef(onCommand);
  useEffect(() => {
    latest.current = onCommand;
  });

  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(e: KeyboardEvent) {
      if (e.defaultPrevented || isEditable(e.target)) return;
      const command = deckCommand(e.key, e);
      if (!command) return;
      // ArrowDown would scroll the page as well as saving the card.
      e.preventDefault();
      if (!e.repeat) latest.current(command);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
