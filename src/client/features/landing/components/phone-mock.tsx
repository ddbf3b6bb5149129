import { Bookmark, CalendarDays, Heart, MapPin, X } from 'lucide-react';
import { BrandMark } from '#client/components/brand-logo.tsx';
import { Skyline } from './skyline.tsx';

/** A phone showing a card mid-swipe, drawn entirely in CSS; decoration only. */
export function PhoneMock() {
  return (
    <div aria-hidden className="relative mx-auto w-[17rem] select-none sm:w-[19rem]">
      <div className="absolute -inset-10 -z-10 rounded-full bg-hot-500/25 blur-3xl" />

      <div className="absolute top-24 -right-6 z-20 flex animate-float items-center gap-1.5 rounded-full bg-love px-3 py-1.5 text-xs font-bold text-ink-950 shadow-lg sm:-right-12">
        <Heart className="size-3.5 fill-ink-950" strokeWidth={0} />
        Loved
      </div>
      <div className="absolute top-[44%] -left-6 z-20 flex items-center gap-1.5 rounded-full border border-white/10 bg-ink-800/95 px-3 py-1.5 text-xs font-semibold text-white shadow-lg sm:-left-14">
        <CalendarDays className="size-3.5 text-ember-400" />
        Added to calendar
      </div>

      <div className="relative aspect-[9/18.5] rounded-[2.9rem] border-[9px] border-ink-700 bg-ink-950 shadow-phone">
        <div className="absolute top-0 left-1/2 z-10 h-5 w-24 -translate-x-1/2 rounded-b-2xl bg-ink-700" />
        <div className="flex h-full flex-col overflow-hidden rounded-[2.2rem] px-3 pt-7 pb-4">
          <div className="flex items-center justify-between px-1">
            <span className="flex items-center gap-1.5 text-[0.8rem] font-extrabold text-white">
              <BrandMark className="size-5" />
              SwipeNYC
            </span>
            <span className="text-[0.65rem] font-semibold text-mist-400">Tonight</span>
          </div>
          <div className="mt-3 flex gap-1.5 overflow-hidden text-[0.6rem] font-semibold">
            <span className="rounded-full bg-brand px-2.5 py-1 text-white">All</span>
            <span className="rounded-full bg-white/8 px-2.5 py-1 text-mist-300">Music</span>
            <span className="rounded-full bg-white/8 px-2.5 py-1 text-mist-300">Comedy</span>
            <span className="rounded-full bg-white/8 px-2.5 py-1 text-mist-300">Art</span>
          </div>

          <div className="relative mt-3 flex-1">
            <div className="absolute inset-x-3 top-3 bottom-0 rounded-3xl bg-linear-to-b from-violet-glow/60 to-ink-700 opacity-70 blur-[2px]" />
            <div className="absolute inset-0 flex translate-x-3 rotate-[5deg] flex-col overflow-hidden rounded-3xl border border-white/10 bg-ink-850 shadow-2xl">
              <div className="relative h-[58%] bg-linear-to-b from-violet-glow via-hot-500 to-ember-500">
                <div className="absolute top-5 right-6 size-8 rounded-full bg-mist-100/90 shadow-[0_0_30px_rgb(255_255_255/0.6)]" />
                <Skyline className="absolute inset-x-0 bottom-0 h-3/4 w-full" />
                <span className="absolute top-3 left-3 rounded-full bg-ink-950/60 px-2 py-0.5 text-[0.6rem] font-bold text-white backdrop-blur">
                  Music
                </span>
                <span className="absolute top-10 left-4 -rotate-12 rounded-lg border-[3px] border-love px-2 py-0.5 text-lg font-black tracking-wider text-love">
                  LOVE
                </span>
              </div>
              <div className="flex flex-1 flex-col gap-1.5 p-3">
                <p className="text-[0.95rem] leading-tight font-extrabold text-white">
                  Jazz at Sunset on Pier 17
                </p>
                <p className="flex items-center gap-1 text-[0.65rem] text-mist-300">
                  <CalendarDays className="size-3 text-hot-400" />
                  Fri, 7:30 PM
                </p>
                <p className="flex items-center gap-1 text-[0.65rem] text-mist-300">
                  <MapPin className="size-3 text-hot-400" />
                  Seaport · Manhattan
                </p>
                <p className="mt-auto text-xs font-bold text-ember-400">$25</p>
              </div>
            </div>
          </div>

          <div className="mt-4 flex items-center justify-center gap-4">
            <span className="flex size-11 items-center justify-center rounded-full border border-pass/40 bg-pass/10 text-pass">
              <X className="size-5" strokeWidth={3} />
            </span>
            <span className="flex size-9 items-center justify-center rounded-full border border-maybe/40 bg-maybe/10 text-maybe">
              <Bookmark className="size-4" strokeWidth={2.5} />
            </span>
            <span className="flex size-11 items-center justify-center rounded-full bg-love text-white shadow-[0_8px_24px_-6px_rgb(34_197_94/0.7)]">
              <Heart className="size-5 fill-white" strokeWidth={0} />
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
