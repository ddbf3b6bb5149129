import { pick } from '../random.ts';
import { intBetween } from './draws.ts';
import { SUB_GENRES, type TasteCategory } from './sub-genres.ts';

export interface Performer {
  name: string;
  /** Each act plays one kind of thing: a jazz trio plays jazz nights wherever it plays. */
  subGenre: string;
}

const GIVEN = [
  'Mara',
  'Theo',
  'Ines',
  'Dev',
  'Olu',
  'Priya',
  'Sam',
  'Noor',
  'Jonah',
  'Lucia',
  'Kenji',
  'Ada',
  'Rafa',
  'Wren',
  'Tomas',
  'Zadie',
  'Malik',
  'Hana',
  'Felix',
  'Rosa',
];
const FAMILY = [
  'Quinn',
  'Okafor',
  'Castillo',
  'Park',
  'Lindqvist',
  'Haddad',
  'Moreau',
  'Brennan',
  'Ivanova',
  'Tanaka',
  'Mensah',
  'Alvarez',
  'Kowalski',
  'Reyes',
  'Abbott',
  'Delacroix',
  'Nakamura',
  'Oyelaran',
  'Sorensen',
  'Vega',
];

/** How an act is billed in each category: a trio, a company, a chef, a guide. */
const BILLING: Record<TasteCategory, readonly string[]> = {
  music: ['Trio', 'Quartet', 'Ensemble', 'Collective', 'Band', ''],
  comedy: [''],
  theater: ['Company', 'Players', 'Theater Co.'],
  art: [''],
  museum: ['(curator)'],
  food: ['(chef)', 'Supper Club'],
  sports: ['Club', 'Crew', 'Athletic'],
  lecture: ['(speaker)', ''],
  nightlife: ['(DJ)', 'Crew', ''],
  outdoor: ['(guide)', 'Outdoors'],
  meditation: ['(teacher)', ''],
  dance: ['Dance Company', 'Dance Project', ''],
  tours: ['(guide)', 'Walks'],
  yoga: ['(teacher)', ''],
  festival: ['Events', 'Productions'],
};

/** Three to seven acts for every sub-genre, each name unique. */
export function generatePerformers(random: () => number): Performer[] {
  const taken = new Set<string>();
  return SUB_GENRES.flatMap((sub) =>
    Array.from({ length: intBetween(random, 3, 7) }, () => {
      let name = '';
      do {
        const billing = pick(random, BILLING[sub.category]);
        name = `${pick(random, GIVEN)} ${pick(random, FAMILY)}${billing ? ` ${billing}` : ''}`;
      } while (taken.has(name));
      taken.add(name);
      return { name, subGenre: sub.name };
    }),
  );
}
