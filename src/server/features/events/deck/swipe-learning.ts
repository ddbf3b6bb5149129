import type { Db } from '#server/db/client.ts';
import type { SwipeLearning } from '#server/lib/swipe-learning.ts';
import { personalPrior } from './population-model.ts';
import type { PopulationSource } from './population-store.ts';
import { forgetTaste, learnFromSwipe, rebuildTaste } from './taste-store.ts';
import { TASTE_SETTINGS } from './taste-settings.ts';

/**
 * The swipe routes' learning: each person's model learns against everyone's model as this
 * server holds it, without waiting for a fit.
 */
export function swipeLearning(db: Db, population: PopulationSource): SwipeLearning {
  const prior = () => personalPrior(population.peek(), TASTE_SETTINGS);
  return {
    swiped: (s) => learnFromSwipe(db, prior(), s),
    // An undo is a fold of the swipes left: the model is as if the swipe had never been made.
    undone: async (userId) => {
      await rebuildTaste(db, userId, prior());
    },
    forget: (userId) => forgetTaste(db, userId),
  };
}
