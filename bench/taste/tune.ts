import { dayPartOfHour } from '#shared/deck-preferences.ts';
import {
  popularityOf,
  featuresOf,
  type EventFacts,
} from '#server/features/events/deck/event-features.ts';
import {
  fitPopulation,
  personalPrior,
  type PopulationSwipe,
} from '#server/features/events/deck/population-model.ts';
import { likeChance, predict } from '#server/features/events/deck/probit-model.ts';
import {
  anchorOf,
  learnSwipe,
  startTaste,
  LABEL,
} from '#server/features/events/deck/taste-state.ts';
import { TASTE_SETTINGS, type TasteSettings } from '#server/features/events/deck/taste-settings.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';
import { seededRandom } from '../random.ts';
import type { CatalogueEvent } from './catalogue.ts';
import { FAMILIES } from './families.ts';
import { seedsOf } from './seed-sets.ts';
import { actionFor } from './simulate.ts';
import type { Swiped } from './taste.ts';
import { makeWorld, type World } from './world.ts';

/**
 * npm run bench:taste:tune — chooses the taste model's hyper-parameters (decision 020) on the
 * **tuning** worlds of bench:taste alone, in process, without a server:
 * 1. the prequential log loss of every swipe's prediction before it is learned, people swiping
 *    cards in a random order (first members on an empty population, then the later joiners on
 *    the population fitted from the first), over the variances, the content scale and the drift:
 *    it sets the content scale and the drift;
 * 2. the capture of cards 21–60 of a deck simulated in process (each next card the best of 150
 *    random unswiped ones by its bound), over the prior and between-person variances and the
 *    exploration: it sets those, the exploration above zero.
 * Never run on the held-out seeds. Env: TUNE_SEEDS (how many tuning seeds, default all).
 */

const SWIPES = 60;
const seeds = seedsOf(
  'tuning',
  process.env.TUNE_SEEDS ? Number(process.env.TUNE_SEEDS) : undefined,
);
const size = { groups: 6, perGroup: 6, later: 2 };

/** What the server would read of a catalogue event, seen on the day the run starts. */
function factsOf(e: CatalogueEvent, popularity: number): EventFacts {
  const weekday = e.start.weekday % 7;
  return {
    category: e.category,
    borough: e.venue.borough,
    neighborhood: e.venue.neighborhood,
    venue: e.venue.name,
    performer: e.performer,
    title: e.title,
    description: e.description.slice(0, 400),
    priceCents: Math.round(e.price * 100),
    dayPart: dayPartOfHour(e.start.hour),
    weekday,
    weekend: weekday === 0 || weekday === 6,
    allDay: false,
    multiDay: false,
    leadDays: e.daysAhead,
    popularity,
    coLikes: 0,
  };
}

interface Counts {
  likes: Map<string, number>;
  swipes: Map<string, number>;
}
const popularityNow = (c: Counts, e: CatalogueEvent) =>
  popularityOf(c.likes.get(e.key) ?? 0, c.swipes.get(e.key) ?? 0);
function count(c: Counts, e: CatalogueEvent, action: SwipeAction) {
  c.swipes.set(e.key, (c.swipes.get(e.key) ?? 0) + 1);
  if (action === 'liked') c.likes.set(e.key, (c.likes.get(e.key) ?? 0) + 1);
}

const worlds: World[] = FAMILIES.flatMap((family) =>
  seeds.map((seed) => makeWorld(family, seed, size)),
);

/** Mean log loss of predicted loves, every swipe predicted before it is learned. */
function logLoss(world: World, s: TasteSettings): number {
  const random = seededRandom(world.diceSeed);
  const counts: Counts = { likes: new Map(), swipes: new Map() };
  const everyone: PopulationSwipe[] = [];
  let loss = 0;
  let n = 0;
  for (const later of [false, true]) {
    const pop = later
      ? { model: fitPopulation(everyone, s), swipes: everyone.length, fittedAt: 0 }
      : null;
    const prior = personalPrior(pop, s);
    for (const person of world.people.filter((p) => p.later === later)) {
      const taste = startTaste({ categories: [], borough: null }, prior, s);
      const recent: Swiped[] = [];
      const events = world.catalogue.events;
      for (let at = 0; at < SWIPES; at += 1) {
        const e = events[Math.floor(random() * events.length)]!;
        const facts = factsOf(e, popularityNow(counts, e));
        const action = actionFor(random, person.chance(e, at, recent), person.taste.maybe);
        const p = Math.min(
          1 - 1e-6,
          Math.max(1e-6, likeChance(taste.model, prior, featuresOf(facts, anchorOf(taste)), s)),
        );
        const y = LABEL[action];
        loss -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
        n += 1;
        learnSwipe(taste, facts, action, prior, s);
        everyone.push({ userId: person.name, facts, action });
        count(counts, e, action);
        recent.push({ event: e, loved: action === 'liked' });
      }
    }
  }
  return loss / n;
}

/** Capture of cards 21–60 of a deck simulated in process: the best of 150 random by the bound. */
function deckCapture(world: World, s: TasteSettings): number {
  const random = seededRandom(world.diceSeed ^ 0x9e3779b9);
  const counts: Counts = { likes: new Map(), swipes: new Map() };
  const everyone: PopulationSwipe[] = [];
  const captures: number[] = [];
  const events = world.catalogue.events;
  for (const later of [false, true]) {
    const pop = later
      ? { model: fitPopulation(everyone, s), swipes: everyone.length, fittedAt: 0 }
      : null;
    const prior = personalPrior(pop, s);
    for (const person of world.people.filter((p) => p.later === later)) {
      const taste = startTaste({ categories: [], borough: null }, prior, s);
      const recent: Swiped[] = [];
      const seen = new Set<string>();
      const got: number[] = [];
      for (let at = 0; at < SWIPES; at += 1) {
        let best: { e: CatalogueEvent; bound: number } | null = null;
        for (let k = 0; k < 150; k += 1) {
          const e = events[Math.floor(random() * events.length)]!;
          if (seen.has(e.key)) continue;
          const f = featuresOf(factsOf(e, popularityNow(counts, e)), anchorOf(taste));
          const q = predict(taste.model, prior, f, { noise: 0, drift: s.drift });
          const bound = q.mean + s.exploration * Math.sqrt(q.variance);
          if (!best || bound > best.bound) best = { e, bound };
        }
        if (!best) break;
        const e = best.e;
        seen.add(e.key);
        const chance = person.chance(e, at, recent);
        const action = actionFor(random, chance, person.taste.maybe);
        learnSwipe(taste, factsOf(e, popularityNow(counts, e)), action, prior, s);
        everyone.push({ userId: person.name, facts: factsOf(e, 0), action });
        count(counts, e, action);
        recent.push({ event: e, loved: action === 'liked' });
        got.push(person.chance(e, at));
      }
      const all = events.map((e) => person.chance(e, 40));
      const randomMean = all.reduce((a, b) => a + b, 0) / all.length;
      const bestMean =
        [...all]
          .sort((a, b) => b - a)
          .slice(0, 40)
          .reduce((a, b) => a + b, 0) / 40;
      const deckMean = got.slice(20).reduce((a, b) => a + b, 0) / Math.max(1, got.slice(20).length);
      captures.push(bestMean > randomMean ? (deckMean - randomMean) / (bestMean - randomMean) : 0);
    }
  }
  return captures.reduce((a, b) => a + b, 0) / captures.length;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`Tuning worlds: ${FAMILIES.map((f) => f.id).join(', ')} × seeds ${seeds.join(', ')}\n`);
let chosen = { ...TASTE_SETTINGS };
{
  console.log('| prior variance | person variance | content × | drift | log loss |');
  console.log('|---|---|---|---|---|');
  let bestLoss = Infinity;
  for (const priorVariance of [0.1, 0.25, 0.5]) {
    for (const personVariance of [0.1, 0.25, 0.5]) {
      for (const contentScale of [1, 2, 4]) {
        for (const drift of [0, 0.002]) {
          const s = { ...TASTE_SETTINGS, priorVariance, personVariance, contentScale, drift };
          const loss = mean(worlds.map((w) => logLoss(w, s)));
          console.log(
            `| ${priorVariance} | ${personVariance} | ${contentScale} | ${drift} | ${loss.toFixed(4)} |`,
          );
          if (loss < bestLoss) {
            bestLoss = loss;
            chosen = s;
          }
        }
      }
    }
  }
  console.log(`\nLeast log loss: ${JSON.stringify(chosen)}\n`);
}
// The deck is judged on what it deals, not on calibration: the variances and the exploration are
// chosen by the in-process deck's capture; the exploration stays above zero, as the deck must
// explore by its uncertainty (decision 020).
console.log('| prior variance | person variance | exploration | capture 21–60 (in process) |');
console.log('|---|---|---|---|');
let best = { capture: -Infinity, settings: chosen };
for (const [priorVariance, personVariance] of [
  [0.1, 0.1],
  [0.25, 0.25],
  [1, 0.5],
] as const) {
  for (const exploration of [0, 0.1, 0.25]) {
    const s = { ...chosen, priorVariance, personVariance, exploration };
    const capture = mean(worlds.map((w) => deckCapture(w, s)));
    console.log(
      `| ${priorVariance} | ${personVariance} | ${exploration} | ${capture.toFixed(3)} |`,
    );
    if (exploration > 0 && capture > best.capture) best = { capture, settings: s };
  }
}
console.log(`\nChosen: ${JSON.stringify(best.settings)}`);
