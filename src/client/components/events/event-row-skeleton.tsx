/** The outline of a list card's image and text lines, while its event loads. */
export function EventRowSkeleton() {
  return (
    <>
      <div className="size-24 shrink-0 rounded-2xl bg-white/8 sm:size-28" />
      <div className="flex flex-1 flex-col gap-2 py-1">
        <div className="h-5 w-20 rounded-full bg-white/8" />
        <div className="h-4 w-4/5 rounded bg-white/10" />
        <div className="h-3 w-1/2 rounded bg-white/6" />
        <div className="h-3 w-2/3 rounded bg-white/6" />
      </div>
    </>
  );
}
