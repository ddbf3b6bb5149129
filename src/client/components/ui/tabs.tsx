import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { Tabs as TabsPrimitive } from 'radix-ui';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={clsx('grid auto-cols-fr grid-flow-col rounded-full bg-ink-950/70 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={clsx(
        'h-10 rounded-full px-4 text-sm font-semibold text-mist-400 transition-colors hover:text-white',
        'data-[state=active]:bg-brand data-[state=active]:text-white data-[state=active]:shadow-glow',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={clsx('rounded-xl', className)} {...props} />;
}
