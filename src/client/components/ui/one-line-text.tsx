import { clsx } from 'clsx';

/**
 * One line of an event's own text (a venue, a performer), which can be any length: shortened
 * with an ellipsis where the line ends, whole in its tooltip and on the event page
 * (docs/product.md#phones).
 */
export function OneLineText({ text, className }: { text: string; className?: string }) {
  return (
    <span data-truncates title={text} className={clsx('truncate', className)}>
      {text}
    </span>
  );
}
