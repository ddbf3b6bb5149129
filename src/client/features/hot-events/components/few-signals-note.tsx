import { Sparkles } from 'lucide-react';

/** Said instead of calling a handful of single likes "hot" (docs/product.md#hot-list). */
export function FewSignalsNote() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-2xl border border-white/8 bg-ink-900 px-4 py-3"
    >
      <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 text-hot-400" />
      <div className="flex flex-col gap-0.5">
        <h2 className="font-bold text-white">Not enough buzz this week yet</h2>
        <p className="text-sm text-mist-400">
          Too few events have been loved lately to call any of them hot. Meanwhile, here are
          well-loved picks.
        </p>
      </div>
    </div>
  );
}
