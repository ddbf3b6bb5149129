import { categoryIds, type CategoryId } from '#shared/categories.ts';

/** Every category but movies (they have runs) and "other". */
export type TasteCategory = Exclude<CategoryId, 'movie' | 'other'>;
export const TASTE_CATEGORIES = categoryIds.filter(
  (id): id is TasteCategory => id !== 'movie' && id !== 'other',
);

/**
 * What an event is within its category ("jazz" within music). The server never gets it as a
 * field: only the title and description name it, as listings do, so a taste for jazz but not
 * for the rest of music is something the deck can only learn from words, performers or venues.
 */
export interface SubGenre {
  /** As the text names it: "jazz", "stand-up". Unique across categories. */
  name: string;
  category: TasteCategory;
  /** How a title begins for it; each names the sub-genre. */
  titles: readonly string[];
}

const list: Record<TasteCategory, Record<string, readonly string[]>> = {
  music: {
    jazz: ['Late-night jazz trio', 'Jazz jam session', 'Big-band jazz night'],
    techno: ['Techno warehouse party', 'Techno all-nighter', 'Modular techno live set'],
    'indie rock': ['Indie rock triple bill', 'Indie rock record release', 'Indie rock showcase'],
    classical: ['Classical string quartet', 'Chamber classical recital', 'Classical piano evening'],
    'hip-hop': ['Hip-hop open mic', 'Hip-hop showcase', 'Boom-bap hip-hop night'],
    salsa: ['Live salsa orchestra', 'Salsa band and social', 'Salsa brava night'],
    folk: ['Folk songwriters in the round', 'Acoustic folk session', 'Old-time folk jam'],
  },
  comedy: {
    'stand-up': ['Stand-up showcase', 'Late stand-up hour', 'Stand-up headliner night'],
    improv: ['Improv jam', 'Long-form improv', 'Improv team night'],
    sketch: ['Sketch revue', 'Sketch comedy premiere', 'Sketch night'],
    storytelling: ['True storytelling night', 'Storytelling slam', 'Storytelling open mic'],
  },
  theater: {
    musical: ['New musical in concert', 'Musical revival', 'Musical theater cabaret'],
    Shakespeare: ['Shakespeare in the round', 'Shakespeare reading', 'Bare-stage Shakespeare'],
    'new play': ['New play reading', 'New play premiere', 'New play festival night'],
    'experimental theater': ['Experimental theater piece', 'Experimental theater lab'],
  },
  art: {
    photography: ['Photography exhibition opening', 'Street photography show'],
    sculpture: ['Sculpture garden opening', 'Sculpture studio walk-through'],
    painting: ['Painting show opening', 'Figurative painting exhibition', 'Painting open studio'],
    ceramics: ['Ceramics sale and show', 'Ceramics wheel demo'],
    printmaking: ['Printmaking fair', 'Risograph printmaking open house'],
  },
  museum: {
    'natural history': ['Natural history after hours', 'Dinosaur hall natural history tour'],
    'science museum': ['Science museum late', 'Hands-on science museum day'],
    'history museum': ['History museum talk and tour', 'Old New York history museum day'],
    'design museum': ['Design museum late', 'Design museum object tour'],
  },
  food: {
    ramen: ['Ramen pop-up', 'Ramen tasting counter', 'Ramen noodle class'],
    tacos: ['Tacos al pastor crawl', 'Tacos and mezcal night', 'Street tacos truck rally'],
    'wine tasting': ['Natural wine tasting', 'Wine tasting flight night', 'Wine tasting 101'],
    dumpling: ['Dumpling-making class', 'Dumpling festival lunch'],
    'coffee cupping': ['Coffee cupping session', 'Espresso and coffee cupping lab'],
    pizza: ['Pizza-making class', 'Pizza crawl', 'Slice-off pizza contest'],
  },
  sports: {
    basketball: ['Pickup basketball run', 'Streetball basketball tournament'],
    soccer: ['Pickup soccer', 'Five-a-side soccer league night'],
    running: ['Running club 5K', 'Bridge running loop', 'Track running workout'],
    climbing: ['Bouldering climbing meetup', 'Intro to climbing'],
    baseball: ['Baseball game watch party', 'Minor-league baseball night'],
  },
  lecture: {
    astronomy: ['Astronomy talk', 'Astronomy and telescope night'],
    'urban history': ['Urban history lecture', 'Urban history of the subway'],
    'tech talk': ['Tech talk and demo night', 'Tech talk: machines that learn'],
    philosophy: ['Philosophy salon', 'Philosophy in the pub'],
    'writing workshop': ['Fiction writing workshop', 'Poetry writing workshop'],
  },
  nightlife: {
    disco: ['Disco dance party', 'Disco roller night'],
    karaoke: ['Karaoke night', 'Live-band karaoke'],
    drag: ['Drag brunch', 'Drag cabaret', 'Drag bingo'],
    'house music': ['House music rooftop', 'Deep house music night'],
    trivia: ['Pub trivia', 'Music trivia night'],
  },
  outdoor: {
    birdwatching: ['Morning birdwatching walk', 'Birdwatching for beginners'],
    kayaking: ['Free kayaking on the river', 'Sunset kayaking paddle'],
    hiking: ['Forest hiking trail walk', 'Urban hiking loop'],
    gardening: ['Community gardening day', 'Gardening volunteer morning'],
  },
  meditation: {
    'sound bath': ['Gong sound bath', 'Crystal bowl sound bath'],
    mindfulness: ['Mindfulness sit', 'Lunchtime mindfulness'],
    breathwork: ['Breathwork circle', 'Breathwork journey'],
  },
  dance: {
    ballet: ['Ballet mixed bill', 'Ballet company premiere', 'Open ballet class'],
    tango: ['Tango milonga', 'Tango lesson and social'],
    swing: ['Swing dance social', 'Lindy hop swing night'],
    'contemporary dance': ['Contemporary dance premiere', 'Contemporary dance works-in-progress'],
  },
  tours: {
    architecture: ['Architecture walking tour', 'Art deco architecture tour'],
    'ghost tour': ['Haunted ghost tour', 'Ghost tour of old taverns'],
    'brewery tour': ['Brewery tour and tasting', 'Craft brewery tour'],
    'waterfront tour': ['Waterfront tour by foot', 'Harbor waterfront tour'],
  },
  yoga: {
    vinyasa: ['Vinyasa flow', 'Rooftop vinyasa'],
    'yin yoga': ['Yin yoga and stretch', 'Candlelit yin yoga'],
    'aerial yoga': ['Aerial yoga intro', 'Aerial yoga flow'],
    'power yoga': ['Power yoga hour', 'Power yoga bootcamp'],
  },
  festival: {
    'flea market': ['Vintage flea market', 'Flea market and makers'],
    'street fair': ['Block party street fair', 'Avenue street fair'],
    'book fair': ['Small-press book fair', 'Comics and zine book fair'],
    'lantern festival': ['Lantern festival', 'Lantern festival parade'],
    'beer festival': ['Craft beer festival', 'Cider and beer festival'],
  },
};

export const SUB_GENRES: readonly SubGenre[] = TASTE_CATEGORIES.flatMap((category) =>
  Object.entries(list[category]).map(([name, titles]) => ({ name, category, titles })),
);

export const subGenresOf = (category: TasteCategory) =>
  SUB_GENRES.filter((s) => s.category === category);
