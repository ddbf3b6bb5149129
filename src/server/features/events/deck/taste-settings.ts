import type { ProbitSettings } from './probit-model.ts';

/**
 * The taste model's hyper-parameters (decision 020): the variances of a standard Bayesian
 * probit model, chosen by the prequential log loss of predicted swipes on the tuning worlds of
 * `npm run bench:taste` (bench/taste/tune.ts), never on its held-out worlds.
 */
export interface TasteSettings extends ProbitSettings {
  /** Prior variance of a weight nobody has evidence for. */
  priorVariance: number;
  /** How far one person's weight may stray from everyone's: the hierarchy's between-person variance. */
  personVariance: number;
  /**
   * Prior variance of what an event is about (its words, performer and venue) against the rest:
   * how much more a person's taste may turn on what than on where, when or how much.
   */
  contentScale: number;
  /** Standard deviations of a card's score its uncertainty adds (the UCB's exploration). */
  exploration: number;
}

export const TASTE_SETTINGS: TasteSettings = {
  noise: 1,
  drift: 0.002,
  priorVariance: 0.25,
  personVariance: 0.25,
  exploration: 0.1,
  contentScale: 1,
};

/** A person's model keeps this many weights, the best-evidenced; the rest read everyone's. */
export const PERSON_WEIGHTS = 600;
/** Everyone's model keeps this many. */
export const POPULATION_WEIGHTS = 20_000;

/** Whether a feature says what the event is about (see `contentScale`). */
export const isContent = (key: string) =>
  key.startsWith('w:') || key.startsWith('f:') || key.startsWith('v:');
