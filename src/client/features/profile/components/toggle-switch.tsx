import type { ComponentProps } from 'react';
import { Switch } from 'radix-ui';

/** An on/off switch; name it with a <label htmlFor={id}> or aria-label. */
export function ToggleSwitch(props: Omit<ComponentProps<typeof Switch.Root>, 'className'>) {
  return (
    <Switch.Root
      {...props}
      className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-white/12 bg-ink-700 transition-colors data-[state=checked]:border-transparent data-[state=checked]:bg-brand disabled:cursor-not-allowed disabled:opacity-45"
    >
      <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow-md transition-transform data-[state=checked]:translate-x-[1.45rem]" />
    </Switch.Root>
  );
}
