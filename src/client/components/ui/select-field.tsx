import { useId, type ComponentProps } from 'react';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
}

/** A labelled native select: the phone's own picker, styled to sit beside a TextField. */
export function SelectField({ label, className, id, children, ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-mist-300">
        {label}
      </label>
      <div className="relative">
        <select
          {...props}
          id={selectId}
          className="h-12 w-full appearance-none truncate rounded-xl border border-white/10 bg-ink-950/60 pr-10 pl-4 text-base text-white transition-colors outline-none hover:border-white/20 focus-visible:border-hot-400 focus-visible:ring-2 focus-visible:ring-hot-500/60 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-white/10"
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-mist-400"
        />
      </div>
    </div>
  );
}
