import { CircleAlert } from 'lucide-react';

/** An inline error announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-xl border border-pass/35 bg-pass/10 px-3.5 py-3 text-sm text-rose-100"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-rose-300" />
      <span>{message}</span>
    </div>
  );
}
