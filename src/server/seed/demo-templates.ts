import type { CategoryId } from '#shared/categories.ts';
import { COLD, NOT_WINTER, OUTDOOR, WARM, type Season } from '#server/seed/seasons.ts';

/*
 * Listing text for the demo catalogue. Each listing is "Title | Description", optionally followed by
 * "| times | prices" (comma-separated) when the listing only makes sense at certain hours or prices,
 * so a sunrise class is never scheduled at 9 PM. {placeholders} are filled per event: {venue},
 * {neighborhood} and {borough} from the venue, people from `names`, everything else from `fillers`.
 * A capitalized placeholder ({Topic}) is the same value in title case.
 */

/** A listing that only makes sense in a season or near a holiday (seasons.ts). */
export interface SeasonalListing {
  text: string;
  season: Season;
}
export type ListingText = string | SeasonalListing;

const s = (season: Season, text: string): SeasonalListing => ({ season, text });
const near = (holiday: Extract<Season, { holiday: unknown }>['holiday'], text: string) =>
  s({ holiday }, text);

export interface CategoryTemplates {
  /** Relative share of the catalogue. */
  weight: number;
  /** Labels a source might have used instead of the canonical id; each normalizes back to it. */
  aliases: readonly string[];
  times: readonly string[];
  prices: readonly string[];
  listings: readonly ListingText[];
}

export const templates: Record<Exclude<CategoryId, 'movie'>, CategoryTemplates> = {
  music: {
    weight: 15,
    aliases: ['Concerts', 'Concert', 'Live Music'],
    times: ['7:00 PM', '7:30 PM', '8:00 PM', '8:30 PM', '9:00 PM', '9:30 PM', '10:00 PM'],
    prices: ['Free', '$20', '$25', '$30', '$35', '$15-30', '$25-45', '$40-95', '$60-150'],
    listings: [
      '{performer} | An evening of {genre} with {performer}, fresh off a sold-out run of shows. Two sets; doors open an hour before showtime.',
      '{performer} Live | Catch {performer} in one of the best-sounding rooms in {neighborhood}: {genre} with plenty of space to stretch out.',
      '{performer}: Album Release Show | A release party for the new {genre} record from {performer}: full-band set, guest players and first pressings at the merch table.',
      'Up Close: {performer} | A stripped-back set of {genre} from {performer}, with stories between songs and requests taken from the crowd.',
      'An Evening with {performer} | No opener, no rush: two long sets of {genre} from {performer}, plus a few surprises from the back catalogue.',
      '{performer} with Special Guests | A night of {genre} headlined by {performer}, with friends from across the {borough} scene sitting in. Limited seating.',
      near(
        'christmas',
        '{performer}: Holiday Show | {performer} trades the usual set list for {genre} takes on holiday standards, plus a few originals. Hot cider at the bar.',
      ),
      near(
        'christmas',
        "Community Messiah Sing | Bring your voice for a sing-along of Handel's Messiah with a chamber orchestra and four soloists. Scores to borrow at the door. | 2:00 PM, 7:00 PM | Free, $10-20",
      ),
      near(
        'hanukkah',
        'Hanukkah Klezmer Party with {performer} | Klezmer, Yiddish swing and latkes at the break: {performer} leads a Hanukkah party for all ages, candle lighting at sundown.',
      ),
      near(
        'new-years-eve',
        "New Year's Eve with {performer} | Two sets of {genre} from {performer}, a champagne toast at midnight and party favors. Reserved seating; dinner packages available. | 9:00 PM, 9:30 PM | $75-150, $95-195",
      ),
      near(
        'lunar-new-year',
        'Lunar New Year Concert | New and traditional music for the new year on erhu, pipa and guzheng, with {performer} sitting in and a lion dance in the lobby before the show.',
      ),
      near(
        'pride',
        'Pride Night with {performer} | {performer} headlines a Pride celebration of {genre}, with drag performers between sets. Proceeds support LGBTQ+ youth services.',
      ),
    ],
  },
  comedy: {
    weight: 9,
    aliases: ['Stand-Up', 'Standup'],
    times: ['7:00 PM', '7:30 PM', '8:00 PM', '8:30 PM', '9:00 PM', '9:30 PM'],
    prices: ['$10', '$15', '$20', '$25', '$15-25', '$30-45'],
    listings: [
      "Stand-Up Showcase | A rotating lineup of the city's sharpest stand-ups, hosted by {comic}. Surprise drop-ins from big names are known to happen.",
      '{comic}: Work in Progress | {comic} tests a brand-new hour in front of a live crowd before taking it on tour. Phones are locked in pouches at the door.',
      'Improv Jam | Fast, loose and completely unscripted: house improv teams build scenes from audience suggestions. Hosted by {comic}.',
      'Storytelling Night: {storyTheme} | Five comics, five true stories, one theme. Hosted by {comic}, with a quick open-mic round to close out the show.',
      '{comedyShow} | Host {comic} brings together the best of the {neighborhood} comedy scene for a tight 90-minute show. 18+.',
      'Comedy Open Mic | Sign up at the door for five minutes of stage time, or just come to watch new material get born. Hosted by {comic}. | | Free, $5',
      'Late Show: {comedyShow} | The late show at {venue}: {comic} headlines a lineup of club regulars trying out their newest and strangest bits. | 10:30 PM, 11:00 PM',
      near(
        'thanksgiving',
        'Thanksgiving Eve Stand-Up | Home for the holiday? Club regulars try their family material on you first, the night before the feast. Hosted by {comic}. | 8:00 PM, 9:30 PM',
      ),
      near(
        'christmas',
        'Home for the Holidays: Stand-Up | Flights, in-laws and the office party: a holiday lineup of club regulars hosted by {comic}. Two-drink minimum.',
      ),
    ],
  },
  theater: {
    weight: 9,
    aliases: ['Theatre', 'Play', 'Plays', 'Musical'],
    times: ['2:00 PM', '7:00 PM', '7:30 PM', '8:00 PM'],
    prices: ['$35', '$45', '$25-65', '$30-75', '$59-129', '$89-199'],
    listings: [
      "{play} | The world premiere of {playwright}'s new drama about a family, a lease and one very long winter. About 90 minutes, no intermission.",
      "{play} | {playwright}'s acclaimed comedy comes to {venue} for a limited engagement. Sharp, warm and very funny; recommended for ages 14+.",
      "Reading: {play} | A staged reading of {playwright}'s work in progress, followed by a talkback with the playwright and cast. | | Free, $10",
      "Opening Night: {play} | The first public performance of {playwright}'s {play}, a dark comedy set in a {neighborhood} walk-up. Post-show toast with the company.",
      '{classic} | A pared-down, eight-actor {classic} that moves at a sprint and lands every laugh. Directed by {director}.',
      '{play}: A New Musical | A new chamber musical by {playwright}, with a six-piece band on stage and songs that stick around long after the curtain call.',
      near(
        'christmas',
        "A Christmas Carol | A fleet, ghost-lit staging of Dickens's holiday classic: eight actors play every part, with carols sung live. Directed by {director}. | 2:00 PM, 7:00 PM",
      ),
      near(
        'halloween',
        'Dracula by Candlelight | A lean, spooky chamber staging of the vampire classic, lit almost entirely by candles. Directed by {director}. Ages 12+. | 7:30 PM, 9:30 PM',
      ),
    ],
  },
  art: {
    weight: 8,
    aliases: ['Art & Culture', 'Arts & Culture', 'Gallery', 'Exhibition'],
    times: ['11:00 AM', '12:00 PM', '2:00 PM', '6:00 PM', '6:30 PM'],
    prices: ['Free', 'Free', '$10', '$15', '$5-10'],
    listings: [
      'Opening Reception: {exhibit} | Celebrate the opening of {exhibit}, new paintings and works on paper by {artist}. Wine, music and the artist in attendance. | 6:00 PM, 6:30 PM | Free',
      '{artist}: {exhibit} | The first solo show in New York for {artist}, whose large-scale installations turn salvaged city materials into luminous rooms.',
      'Gallery Talk with {artist} | {artist} walks visitors through {exhibit}, talking process, influences and what got left on the studio floor.',
      'Figure Drawing Night | Untutored life drawing with a live model and a DJ. Paper and charcoal provided; bring your own sketchbook if you like. | 7:00 PM | $15, $20',
      'Group Show: {exhibit} | Fourteen emerging artists from across the five boroughs respond to {exhibit} in painting, photography and sculpture.',
      'Printmaking Workshop | A hands-on intro to relief printing: carve a block, ink it and pull your own edition to take home. All materials included. | | $40, $45-60',
      'Family Art Lab | Drop-in art making for kids and grown-ups, inspired by the work on view. A new project every session; no experience needed. | 11:00 AM | Free',
      near(
        'christmas',
        'Holiday Print Sale | Affordable prints, zines and small works by more than thirty artists, most under $100. Gift wrapping at the door. | 12:00 PM, 2:00 PM | Free',
      ),
    ],
  },
  museum: {
    weight: 7,
    aliases: ['Museums'],
    times: ['10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM'],
    prices: ['Free', '$20', '$25', '$30', 'Pay what you wish', '$17-30'],
    listings: [
      'Late Night at {venue} | After-hours access to the galleries with a DJ, a cash bar and pop-up talks from curators. 21+ after 8 PM. | 6:00 PM, 7:00 PM',
      'Curator-Led Tour: {exhibit} | Join a curator for an in-depth look at {exhibit}, from the first sketches to the final installation. Space is limited; register ahead.',
      'Free Family Day | Hands-on activities, scavenger hunts and story time throughout the museum. Free admission for every visitor. | 10:00 AM | Free',
      'New Exhibition: {exhibit} | More than 200 objects, many never shown before, trace the story behind {exhibit}. Timed tickets include the permanent collection.',
      'Sketching in the Galleries | Bring a pencil and settle in front of the collection. Educators circulate with prompts and tips; stools and paper provided.',
      'Highlights Tour | A one-hour walk through the essential works in the collection, led by a museum educator. Included with admission.',
      near(
        'christmas',
        'Holiday Family Day | Ornament-making, winter stories and a gingerbread architecture contest in the galleries. Free with admission for kids. | 10:00 AM, 11:00 AM',
      ),
      near(
        'lunar-new-year',
        'Lunar New Year Family Day | Paper-cutting, calligraphy and a lion dance parade through the galleries to welcome the new year. | 11:00 AM | Free, Pay what you wish',
      ),
      near(
        'halloween',
        'Halloween Family Day | Costumes welcome: a spooky scavenger hunt through the collection, mask-making and monster stories for kids. | 10:00 AM, 11:00 AM | Free',
      ),
    ],
  },
  food: {
    weight: 9,
    aliases: ['Food & Drink', 'Food and Drink', 'Dining', 'Drinks'],
    times: ['11:00 AM', '12:00 PM', '1:00 PM', '5:00 PM', '6:00 PM', '6:30 PM', '7:00 PM'],
    prices: ['Free', '$15', '$25', '$45', '$20-40', '$35-50'],
    listings: [
      '{cuisine} Tasting Night | A guided tasting of {cuisine} specialties from three {borough} kitchens, with the cooks on hand to talk technique. Vegetarian options available.',
      'Dumpling-Making Workshop | Learn to fold, pleat and pan-fry dumplings with chef {chef}, then eat your handiwork. All ingredients and aprons provided. | | $45, $55-65',
      'Natural Wine Tasting | Six pours from small producers with cheese, charcuterie and a crash course in what "natural" actually means. 21+. | 6:00 PM, 7:00 PM | $35, $40-45',
      "Chef's Table with {chef} | A five-course tasting menu from chef {chef}, cooked in front of you and built around this week's greenmarket haul. | 7:00 PM, 7:30 PM | $85-120",
      s(
        WARM,
        'Street Food Night | Twenty vendors, live music and long communal tables. Come hungry: most plates run $5–15, and some vendors are cash only. | 5:00 PM, 6:00 PM | Free',
      ),
      'Brunch Social | A relaxed spread of pastries, eggs and fresh juices from a rotating cast of local bakers. Come solo or bring the whole crew. | 11:00 AM, 12:00 PM',
      'Craft Beer & Cheese Pairing | Five local beers paired with five New York cheeses, with tasting notes from the brewers themselves. 21+. | | $30, $30-40',
      near(
        'thanksgiving',
        'Thanksgiving Pie Workshop | Make a flaky all-butter crust from scratch and bake an apple or pumpkin pie to carry home to the feast. All ingredients provided. | 11:00 AM, 6:00 PM | $65, $75-85',
      ),
      near(
        'hanukkah',
        'Latke Cook-Off | Home cooks and restaurant chefs compete for the crispiest latke. Tasting tickets include applesauce and sour cream; the debate is free. | 5:00 PM, 6:00 PM | $20, $25-35',
      ),
      near(
        'christmas',
        'Holiday Cookie Decorating | Royal icing, sprinkles and a dozen cookies each, with cocoa for the grown-ups and the kids. Boxes to take your work home. | 11:00 AM, 1:00 PM | $35, $45',
      ),
      s(
        COLD,
        'Mulled Wine & Hot Cider Night | Warm spiced wine, hard cider and hot toddies from local makers, with cheese boards by the fire. 21+. | 6:00 PM, 7:00 PM | $30, $35-45',
      ),
      near(
        'lunar-new-year',
        'Lunar New Year Dumpling Feast | Dumplings for luck, long noodles for a long life: a family-style new year dinner with the cooks explaining each dish. | 6:00 PM, 7:00 PM | $55, $45-65',
      ),
      near(
        'st-patricks',
        'Irish Whiskey Tasting | Five Irish whiskeys, from single pot still to peated, with soda bread and a short history of each distillery. 21+. | 6:00 PM, 7:00 PM | $40, $45-55',
      ),
    ],
  },
  sports: {
    weight: 6,
    aliases: ['Sport', 'Fitness'],
    times: ['8:00 AM', '9:00 AM', '10:00 AM', '6:00 PM', '7:00 PM'],
    prices: ['Free', '$10', '$15', '$25'],
    listings: [
      s(
        NOT_WINTER,
        'Community 5K Fun Run | A relaxed, untimed 5K open to runners and walkers of every pace. Post-race bagels and coffee for all finishers. | 8:00 AM, 9:00 AM',
      ),
      'Pickup Basketball Night | Organized pickup for adults of all skill levels; teams are drawn fresh every game. Bring sneakers and water. | 6:30 PM, 7:00 PM',
      'Adult Soccer Skills Clinic | Ninety minutes of drills and small-sided games run by licensed coaches. Beginners very welcome; cleats recommended.',
      s(
        OUTDOOR,
        'Intro to Tennis Clinic | Rackets provided. Coaches cover grip, footwork and the basic strokes, and get everyone rallying by the end of the hour.',
      ),
      'Boot Camp Workout | A high-energy circuit of cardio and strength work, scaled for every fitness level. Bring a mat and plenty of water.',
      s(
        OUTDOOR,
        'Ultimate Frisbee Meetup | Co-ed pickup ultimate, no experience required. Bring a light and a dark shirt so we can split teams quickly. | | Free',
      ),
      near(
        'thanksgiving-day',
        'Turkey Trot 5K | Run or walk it off before the feast: a Thanksgiving morning 5K with pie for every finisher. Costumes strongly encouraged. | 8:00 AM, 9:00 AM | $25, $35',
      ),
    ],
  },
  lecture: {
    weight: 6,
    aliases: ['Lectures', 'Talk', 'Talks', 'Workshop'],
    times: ['12:00 PM', '6:00 PM', '6:30 PM', '7:00 PM', '7:30 PM'],
    prices: ['Free', '$10', '$15', '$25', '$35', '$15-30'],
    listings: [
      '{speaker} on {Topic} | Author and researcher {speaker} talks about {topic}, followed by an audience Q&A and a book signing.',
      'In Conversation: {speaker} and {speaker2} | Two leading voices on {topic} sit down for a frank, funny conversation, with time for questions from the audience.',
      'Book Talk: {book} | {speaker} reads from {book}, a new nonfiction account of {topic}, and takes questions. Copies available for signing.',
      'Science Café: {Topic} | A casual talk on {topic} with a working scientist, no slides required. Drinks available; questions strongly encouraged.',
      'Panel: {Topic} | Planners, historians and neighbors debate {topic} in a lively panel discussion. Livestream available for those who cannot attend. | | Free',
      'Personal Essay Workshop | A two-hour craft session on the personal essay with {speaker}. Bring a notebook and the story you keep meaning to tell. | | $35, $45',
    ],
  },
  nightlife: {
    weight: 8,
    aliases: ['Party', 'Club'],
    times: ['9:00 PM', '10:00 PM', '10:30 PM', '11:00 PM'],
    prices: ['Free', '$10', '$15', '$20', '$10-20', '$25-40'],
    listings: [
      '{dj} All Night Long | {dj} plays an open-to-close set of house, disco and deep cuts on the main floor. 21+, ID required.',
      'Disco Inferno | Mirror balls, glitter and four hours of disco classics and edits from {dj}. Costumes wildly encouraged. 21+.',
      '80s vs. 90s Dance Party | Two decades, one sweaty dance floor: {dj} spins the hits, the deep cuts and the guilty pleasures. 21+.',
      'Noche Latina | Salsa, bachata and reggaeton all night with {dj}, plus a free salsa lesson to start the night. 21+.',
      'Silent Disco | Three channels, three DJs and a pair of wireless headphones for everyone. Switch channels whenever you like. Headphones included.',
      "Drag Bingo Night | Bingo like you've never played it, hosted by a rotating cast of drag queens. Prizes, cocktails and absolutely no mercy. | 8:00 PM, 9:00 PM",
      'Karaoke Night | Pick a song from a 20,000-track library, grab the mic and bring the house down. Host {dj} keeps the queue moving. 21+. | | Free',
      near(
        'new-years-eve',
        "New Year's Eve: {dj} Until Dawn | Countdown at midnight, then {dj} plays until the sun comes up. Glitter at the door, champagne at the bar. 21+. | 10:00 PM | $40-80, $50-120",
      ),
      near(
        'halloween',
        'Halloween Costume Ball | Come as anything: {dj} spins spooky disco and house, with a costume contest at midnight and prizes for the best three. 21+.',
      ),
      near(
        'christmas',
        'Ugly Sweater Dance Party | Wear your worst holiday knit: {dj} plays holiday bangers and the hits, with a prize for the ugliest sweater. 21+.',
      ),
      near(
        'thanksgiving',
        'Thanksgiving Eve Homecoming Party | Everyone is back in town: {dj} plays the hits you grew up on the night before the feast. 21+.',
      ),
      near(
        'pride',
        'Pride Dance Party with {dj} | The dance floor is open to everyone: {dj} plays house and disco all night, with drag performances at midnight. 21+.',
      ),
      near(
        'valentines',
        "Slow Jams: A Valentine's Party | R&B, soul and slow dances all night with {dj}. Come as a couple, come with friends or come to meet someone. 21+.",
      ),
    ],
  },
  outdoor: {
    weight: 7,
    aliases: ['Outdoors', 'Parks'],
    times: ['9:00 AM', '10:00 AM', '11:00 AM', '1:00 PM', '3:00 PM'],
    prices: ['Free', 'Free', 'Free', '$5', '$10', '$15'],
    listings: [
      s(
        NOT_WINTER,
        'Early Birding Walk | Spot warblers, hawks and herons with an experienced guide. Binoculars available to borrow; meet at the main entrance. | 7:00 AM, 8:00 AM | Free',
      ),
      s(
        OUTDOOR,
        'Volunteer Gardening Day | Help weed, mulch and plant alongside the horticulture team at {venue}. Gloves, tools and snacks provided. | 10:00 AM | Free',
      ),
      s(
        NOT_WINTER,
        'Stargazing Night | Amateur astronomers set up telescopes for a close look at the moon, planets and brightest stars. Weather permitting. | 8:00 PM, 8:30 PM | Free',
      ),
      'Guided Nature Walk | A slow, guided ramble through {venue}, looking at trees, birds and the history of the landscape. About 90 minutes.',
      s(
        WARM,
        'Picnic & Lawn Games | Bring a blanket: giant Jenga, croquet, cornhole and a lending library of board games. Free and open to all. | | Free',
      ),
      s(
        OUTDOOR,
        'Tree Identification Walk | Learn to tell an oak from a London plane on this guided walk with an urban forester. Great for kids and curious adults.',
      ),
      s(
        COLD,
        'Winter Woods Hike | A brisk two-mile guided hike looking for animal tracks, evergreens and the bare bones of the landscape. Hot cocoa at the finish. | 10:00 AM, 1:00 PM | Free, $10',
      ),
      s(
        COLD,
        'Evergreens and Winter Buds | A slow walk with a horticulturist on how trees, shrubs and birds get through a New York winter. Dress warmly. | 11:00 AM, 1:00 PM',
      ),
      s(
        COLD,
        'Winter Bird Walk | Ducks, hawks and winter visitors from the north, with a guide who knows where they shelter. Dress warmly; binoculars to borrow. | 9:00 AM, 10:00 AM | Free',
      ),
      near(
        'halloween',
        'Halloween Lantern Walk | A lantern-lit evening walk with spooky stories and a costume parade for kids. Lanterns provided at the gate. | 5:30 PM, 6:00 PM | $10, $15',
      ),
    ],
  },
  meditation: {
    weight: 3,
    aliases: ['Meditation'],
    times: ['7:30 AM', '8:00 AM', '12:30 PM', '6:00 PM', '6:30 PM', '7:00 PM'],
    prices: ['Free', 'Donation', '$15', '$20', '$25', 'Pay what you wish'],
    listings: [
      'Guided Meditation for Beginners | A gentle introduction to sitting practice: posture, breath and what to do with a busy mind. Cushions provided.',
      'Sound Bath | Lie back and let waves of crystal bowls, gongs and chimes wash over you. Bring a mat or blanket; eye pillows provided.',
      'Lunchtime Mindfulness | Thirty minutes of guided mindfulness to reset the middle of a busy day. Drop in; no experience needed. | 12:00 PM, 12:30 PM',
      'Walking Meditation | A slow, silent practice of attention, one step at a time, led by {teacher}. Suitable for all levels; wear comfortable shoes.',
      'Loving-Kindness Meditation | A guided metta practice with {teacher}, followed by tea and conversation. All traditions and none are welcome.',
      'Singing Bowl Meditation | Meditative sound practice led by {teacher}, with time afterwards to try the bowls yourself.',
      near(
        'winter-solstice',
        'Winter Solstice Sound Bath | Mark the longest night of the year with gongs, crystal bowls and a short candlelit meditation. Mats and blankets provided. | 6:30 PM, 7:00 PM',
      ),
    ],
  },
  dance: {
    weight: 5,
    aliases: ['Dance'],
    times: ['2:00 PM', '7:00 PM', '7:30 PM', '8:00 PM'],
    prices: ['$15', '$25', '$35', '$45', '$20-60', '$30-85'],
    listings: [
      '{company}: New Works | {company} premieres three new pieces by {choreographer}, set to live percussion and strings. 80 minutes with one intermission.',
      'Salsa Social | A beginner lesson at the top of the night, then open dancing to a live salsa band. No partner needed. | 8:00 PM, 9:00 PM | $15, $20',
      'Swing Dance Night | A Lindy hop lesson for beginners, then social dancing to a hot jazz band. Comfortable shoes with a little slide recommended. | 7:30 PM, 8:00 PM',
      "{company} in Repertory | Signature works from two decades of {company}, including a revival of the piece that made {choreographer}'s name.",
      'Open Contemporary Class | An open-level class with {choreographer}: warm-up, floor work and a short combination. Drop-ins welcome. | 10:00 AM, 6:00 PM | $20, $25',
      'Flamenco Night | Guitar, song and thunderous footwork up close, as {company} takes over the stage for one night only.',
      near(
        'lunar-new-year',
        'Lunar New Year Dance Showcase | Lion dance, fan dance and ribbon dance from community troupes across the city, with red envelopes for the kids. | 2:00 PM | Free, $15',
      ),
      near(
        'st-patricks',
        'Irish Dance Céilí | A live band, a caller and easy set dances for beginners: no partner or experience needed, just comfortable shoes. | 7:00 PM, 7:30 PM | $15, $20',
      ),
    ],
  },
  tours: {
    weight: 5,
    aliases: ['Tour', 'Walking'],
    times: ['10:00 AM', '11:00 AM', '1:00 PM', '2:00 PM', '3:00 PM'],
    prices: ['Free', '$15', '$20', '$25', '$30', '$25-40'],
    listings: [
      "{neighborhood} History Walk | A two-hour walking tour of {neighborhood}'s streets, buildings and the people who shaped them. Meet outside {venue}.",
      "Behind the Scenes at {venue} | Go where visitors usually can't: back-of-house spaces, archives and the stories staff love to tell. Limited to 15 guests.",
      'Architecture Walk | Cornices, cast iron and Art Deco: a guide reads the buildings around {venue} like a history book. Wear comfortable shoes.',
      'Street Art Tour | Murals, paste-ups and tags explained by a guide who knows many of the artists personally. Rain or shine.',
      "Ghost Stories Walking Tour | Lantern-lit tales of murder, mystery and hauntings from New York's shadowy past. Not recommended for small children. | 7:00 PM, 8:00 PM",
      'Photo Walk | Bring any camera, even a phone, and pick up composition tricks from a working photographer on a relaxed walk around {neighborhood}.',
      near(
        'halloween',
        'Haunted {neighborhood} Walking Tour | Lantern-lit tales of hauntings, murders and mysteries on the streets around {venue}, in the week they are told best. | 7:00 PM, 8:00 PM',
      ),
    ],
  },
  yoga: {
    weight: 4,
    aliases: ['Yoga'],
    times: ['7:00 AM', '9:00 AM', '10:00 AM', '12:00 PM', '6:00 PM', '6:30 PM'],
    prices: ['Free', '$15', '$20', '$25', '$28', 'Donation'],
    listings: [
      'Sunrise Vinyasa | Greet the day with a flowing, all-levels vinyasa class. Bring a mat and water; beginners are always welcome. | 6:30 AM, 7:00 AM',
      'Yoga for Beginners | Slow, detailed instruction in the foundational poses with plenty of modifications. Mats available to borrow.',
      'Candlelight Yin | Long, quiet holds and deep stretches by candlelight to wind down the week. All levels; props provided. | 7:30 PM, 8:00 PM',
      'Community Flow | A donation-based, all-levels class taught by {teacher}. Proceeds support local youth sports programs. | | Donation, Pay what you wish',
      'Power Yoga Hour | A sweaty, strength-focused class set to an upbeat playlist. Not for the faint of heart, but modifications are offered.',
      'Restorative Yoga & Breathwork | Gentle supported poses and guided breathing with {teacher} to calm the nervous system. Ideal after a long week.',
      near(
        'new-years-eve',
        'New Year Intention Flow | A slow flow, a short meditation and a few minutes of journaling to set your intentions for the year ahead. All levels. | 10:00 AM, 12:00 PM',
      ),
    ],
  },
  festival: {
    weight: 4,
    aliases: ['Festivals', 'Fair', 'Market'],
    times: ['11:00 AM', '12:00 PM', '1:00 PM', 'All day'],
    prices: ['Free', 'Free', '$10', '$20', '$15-25'],
    listings: [
      s(
        WARM,
        'Night Market | Dozens of food stalls, makers and live performances under string lights. Free entry; most dishes cost $5–10. | 5:00 PM, 6:00 PM | Free',
      ),
      s(
        OUTDOOR,
        '{theme} Festival | Music, food stalls, crafts and activities for all ages at {venue}. Some activities are ticketed on site.',
      ),
      'Vintage & Makers Fair | More than 80 vendors selling vintage clothing, records, ceramics and handmade goods, plus food trucks. | | Free',
      s(
        WARM,
        "Block Party | DJs, dance performances, kids' activities and food from {neighborhood}'s favorite spots. Free and open to all ages. | | Free",
      ),
      'Cultural Heritage Day | Live music, dance and food celebrating the many communities of {borough}, with performers from across the borough.',
      s(
        { months: [6, 8] },
        'Jazz Age Lawn Social | Dress in your best 1920s finery for swing music, dance lessons and vintage picnicking. | 12:00 PM | $25-45',
      ),
      near(
        'christmas',
        'Holiday Market | Local makers, hot cider and gifts you cannot find online: ceramics, candles, prints and knitwear, plus carolers on weekends. | 11:00 AM, 12:00 PM | Free',
      ),
      near(
        'hanukkah',
        'Hanukkah Festival of Lights | A giant menorah lighting, latkes, jelly doughnuts and dreidel tournaments for kids, with live klezmer. | 4:00 PM, 5:00 PM | Free',
      ),
      near(
        'lunar-new-year',
        'Lunar New Year Festival | Lion dances, firecracker confetti, food stalls and calligraphy to welcome the new year. Free and open to all ages. | 11:00 AM, 12:00 PM | Free',
      ),
      near(
        'july-4th',
        'Fourth of July Cookout | Burgers, a brass band and lawn games ahead of the fireworks, with shade tents for the hottest hours. | 12:00 PM, 1:00 PM | Free',
      ),
      near(
        'pride',
        'Pride Block Party | DJs, drag performances, community tables and food vendors for an afternoon of Pride. Free and open to all ages. | 12:00 PM, 1:00 PM | Free',
      ),
      near(
        'st-patricks',
        "St. Patrick's Day Céilí | Irish music sessions, step dancers and soda bread, with a dance lesson for anyone who wants to join in. | 12:00 PM, 1:00 PM | Free, $10",
      ),
      near(
        'halloween',
        'Halloween Harvest Festival | Pumpkin carving, hayrides, a costume parade and cider doughnuts for the whole family. | 11:00 AM, 12:00 PM | Free, $10',
      ),
      s(
        COLD,
        'Winter Makers Market | Indoor stalls of handmade goods, vintage and small-batch food, with hot drinks and a DJ. | 11:00 AM, 12:00 PM | Free',
      ),
    ],
  },
  other: {
    weight: 2,
    aliases: ['Community', 'Meetup', 'Games'],
    times: ['2:00 PM', '7:00 PM', '7:30 PM', '8:00 PM', 'TBD'],
    prices: ['Free', '$5', '$10', '$15'],
    listings: [
      'Trivia Night | Teams of up to six battle through five rounds of general knowledge, music and picture questions. Prizes for the top three teams.',
      'Board Game Social | Hundreds of games to borrow, from party classics to heavy strategy, with game guides on hand to teach the rules.',
      'Speed Friending | Meet new people in quick five-minute chats, no romance required. Perfect for anyone new to the city.',
      'Vinyl Swap Meet | Bring records to trade or sell, dig through crates from local collectors and listen on the house turntables. | 2:00 PM | Free',
    ],
  },
};

/**
 * The markets are events in their own right, so their venues only ever list themselves rather
 * than generic tastings or workshops.
 */
export const signatureListings: Record<string, readonly ListingText[]> = {
  // An arena concert is a headliner's tour, which the demo will not invent; the arenas show
  // their home teams' games only.
  'Madison Square Garden': [],
  'Barclays Center': [],
  'Carnegie Hall': [
    "Chamber Orchestra: Beethoven and Brahms | A visiting chamber orchestra plays Beethoven's Seventh Symphony and Brahms's Violin Concerto, with a pre-concert talk an hour before. | 8:00 PM | $35-125",
    "Young Artists Recital | Rising pianists and singers from the city's conservatories in an early-evening recital in Weill Recital Hall. | 6:00 PM, 7:30 PM | $20, $15-30",
    "Baroque Evening: Bach and Vivaldi | A period-instrument ensemble plays Bach's Brandenburg Concertos and Vivaldi's Four Seasons by candlelight in Zankel Hall. | 7:30 PM | $45-110",
    near(
      'christmas',
      'Holiday Brass and Organ | Carols, fanfares and Gabrieli for brass choir and organ, with an audience sing-along to close the night. | 2:00 PM, 7:30 PM | $30-95',
    ),
    near(
      'christmas',
      "Messiah Sing-Along | Bring your voice for Handel's Messiah with a chamber orchestra and four soloists; scores to borrow at the door. | 7:00 PM | $25-60",
    ),
  ],
  Smorgasburg: [
    'Smorgasburg Williamsburg | The open-air food market on the East River waterfront: dozens of local vendors, from ramen burgers to Filipino barbecue, with skyline views. | 11:00 AM | Free',
  ],
  'Queens Night Market': [
    'Queens Night Market | Dozens of vendors cooking food from around the world at pocket-change prices, plus live performances, beside the New York Hall of Science. | 5:00 PM | Free',
  ],
  'Bronx Night Market': [
    'Bronx Night Market | Food, music and local makers take over Fordham Plaza, with dishes from across the Caribbean, Latin America, Asia and Africa. | 1:00 PM | Free',
  ],
  'Brooklyn Flea': [
    s(
      OUTDOOR,
      'Brooklyn Flea DUMBO | Vintage clothing, records, furniture and curiosities under the Manhattan Bridge archway, with coffee and snacks from local vendors. | 10:00 AM | Free',
    ),
    s(
      { months: [11, 12, 1, 2, 3] },
      'Brooklyn Flea Winter Market | The flea moves indoors for the cold months: vintage clothing, records, furniture and local food vendors under one roof. | 10:00 AM | Free',
    ),
    near(
      'christmas',
      'Brooklyn Flea Holiday Market | Gifts from more than eighty vintage dealers and makers, with hot cider, carolers and gift wrapping by the door. | 10:00 AM | Free',
    ),
  ],
};

/**
 * Listings a venue adds to its categories' own, for what happens only there (ice skating needs
 * a rink, a tree lighting a tree).
 */
const nutcracker: readonly ListingText[] = [
  near(
    'nutcracker',
    "{company}: The Nutcracker | A hometown Nutcracker with a {borough} twist: {company}, a children's chorus and a live orchestra. About two hours with one intermission. | 2:00 PM, 7:00 PM | $35-95, $45-120",
  ),
  near(
    'nutcracker',
    'Nutcracker Sweets: A Family Hour | A one-hour Nutcracker for small children, narrated, with a meet-the-dancers reception after the show. | 11:00 AM, 2:00 PM | $25, $20-45',
  ),
];

export const venueListings: Record<string, Partial<Record<CategoryId, readonly ListingText[]>>> = {
  'Lincoln Center': { dance: nutcracker },
  'New York City Center': { dance: nutcracker },
  BAM: { dance: nutcracker },
  'St. George Theatre': { dance: nutcracker },
  'Bryant Park': {
    outdoor: [
      s(
        COLD,
        'Skating Under the Lights | Free admission to the rink at {venue}, with skate rental, a DJ on Friday nights and cocoa from the kiosks around the ice. | 5:00 PM, 7:00 PM | Free, $15-30',
      ),
      near(
        'tree-lighting',
        'Tree Lighting at {venue} | Carols, a skating show and the countdown to light the tree beside the rink. Free, no tickets; arrive early for a view. | 5:30 PM, 6:00 PM | Free',
      ),
    ],
  },
  'Chelsea Piers': {
    sports: [
      s(
        { months: [10, 11, 12, 1, 2, 3] },
        'Public Skate Session | Open skating on the indoor rink with music and skate rental at the door. Helmets available for kids; beginners welcome. | 12:00 PM, 7:00 PM | $15, $20',
      ),
    ],
  },
  'Snug Harbor Cultural Center': {
    festival: [
      near(
        'tree-lighting',
        'Tree Lighting at {venue} | Hot cocoa, a community choir and the lighting of the tree on the Great Lawn, with crafts for kids. | 5:00 PM | Free',
      ),
    ],
  },
  'New York Botanical Garden': {
    outdoor: [
      near(
        'christmas',
        'Holiday Lights Evening | The garden after dark, lit for the season, with warm drinks, carolers and fire pits along the paths. Timed entry. | 5:00 PM, 6:00 PM | $25-35',
      ),
    ],
  },
  'Stephen A. Schwarzman Building, NYPL': {
    tours: [
      near(
        'christmas',
        'Holiday Windows Walk | The department-store windows of Fifth Avenue and the stories behind them, with a guide who has watched them for twenty years. Meet outside {venue}. | 4:00 PM, 5:00 PM | $25, $30',
      ),
    ],
  },
};

/**
 * Venues that are open-air and close for the cold months (the markets, the stadium, the
 * island's lawns); `categories` limits it to what happens outside there.
 */
export const venueSeasons: Record<string, { season: Season; categories?: readonly CategoryId[] }> =
  {
    Smorgasburg: { season: OUTDOOR },
    'Queens Night Market': { season: OUTDOOR },
    'Bronx Night Market': { season: OUTDOOR },
    'Forest Hills Stadium': { season: WARM },
    'Luna Park': { season: OUTDOOR },
    'Domino Park': { season: OUTDOOR },
    'Socrates Sculpture Park': { season: OUTDOOR },
    'Governors Island': { season: OUTDOOR },
    'Bryant Park': { season: OUTDOOR, categories: ['yoga'] },
  };

const list = (words: string): readonly string[] => words.split(', ');

/** Pools for the remaining placeholders. */
export const fillers: Record<string, readonly string[]> = {
  genre: list(
    'hard bop, Afrobeat, indie rock, chamber pop, salsa dura, bluegrass, neo-soul, post-punk, Latin jazz, Brazilian jazz, klezmer, roots reggae, synth-pop, Americana, cumbia, big band swing, Ethio-jazz, dream pop',
  ),
  comedyShow: list(
    'Hot Soup, Bad Dates, Subway Stories, Rent Is Due, Borough Brawl, Open Door Policy, Laugh Track, Group Chat, Last Stop, Overheard',
  ),
  storyTheme: list(
    'First Apartments, Bad Roommates, Lost in Transit, Family Vacations, Worst Jobs',
  ),
  play: list(
    'The Last Ferry to Red Hook, A Room on Orchard Street, Six Flights Up, What the River Knows, Salt and Iron, The Understudies, Uptown Local, The Weight of Windows, Night Shift at the Lucky Star, Borrowed Light, Kings of Flatbush Avenue, The Superintendent',
  ),
  classic: list(
    "Twelfth Night, Macbeth, The Tempest, A Midsummer Night's Dream, Much Ado About Nothing, The Seagull, Uncle Vanya, A Doll's House",
  ),
  exhibit: list(
    'Borrowed Skylines, Salt and Concrete, The Long Afternoon, Soft Infrastructure, Notes from the Night Bus, Weather Systems, Color Field Notes, Small Hours, Common Ground, Paper Cities, Water Tower Studies',
  ),
  cuisine: list(
    'Sichuan, Oaxacan, Georgian, Filipino, Neapolitan, West African, Lebanese, Korean, Peruvian, Caribbean, Uyghur, Ethiopian, Tibetan, Colombian',
  ),
  topic: list(
    "the future of the subway, urban beekeeping, the building of the Brooklyn Bridge, climate and the coastline, the science of sleep, New York's lost theaters, light pollution and the night sky, writing about food, the immigrant city, birds of the five boroughs, the economics of rent, the secret life of sidewalks",
  ),
  book: list(
    'The Quiet Avenue, Harbor Lights, A Field Guide to Bodegas, Above the Elevated, The Island Underneath, Last Call on Ludlow',
  ),
  dj: list(
    'DJ Marisol, DJ Koji, Selector Dee, DJ Obi Lagos, Lola Disco, Kid Carmine, DJ Sabine Roux, Tropical Static, DJ Reza, Night Shift Sound',
  ),
  company: list(
    'Harbor Line Dance Theater, Kinetic Borough Dance, Ossia Dance Collective, The Lowline Movement Project, Compañía Flamenca del Barrio, Tidewater Ballet',
  ),
  theme: list('Harvest, Lantern, Kite, Dumpling, Hot Sauce, Folk Music, Bike, Pickle'),
};

/** Name parts for invented performers, speakers and hosts. */
export const names = {
  first: list(
    'Ava, Marcus, Priya, Mateo, Keisha, Daniel, Sofia, Jun, Amara, Luis, Hannah, Kwame, Mei, Rafael, Nadia, Theo, Yasmin, Omar, Grace, Diego, Leila, Samuel, Ines, Kenji, Zoe, Malik, Rosa, Ethan, Chloe, Arjun',
  ),
  last: list(
    'Reyes, Okafor, Chen, Alvarez, Goldberg, Nair, Brooks, Kowalski, Haddad, Park, Castillo, Mensah, Romano, Ivanova, Delgado, Nakamura, Fitzgerald, Osei, Levin, Moreno, Sato, Bishop, Achebe, Petrov, Santos, Greene, Das, Ferrante, Lindqvist',
  ),
  bandAdjective: list(
    'Midnight, Velvet, Golden, Electric, Lowline, Silver, Crosstown, Uptown, Hudson, Northern, Sunday, Paper, Neon, Brownstone',
  ),
  bandNoun: list('Brass, Strings, Harbor, Lantern, Pigeon, Ferry, Avenue, Signal, Rooftop, Echo'),
  bandPlural: list(
    'Lanterns, Pigeons, Signals, Rooftops, Echoes, Satellites, Parades, Tides, Wolves',
  ),
  ensemble: list('Collective, Orchestra, Ensemble, Band, Revue, Society, Project, Sound System'),
  combo: list('Trio, Quartet, Quintet, Sextet, Big Band'),
};

/** Repertory screenings of New York films; "Title | Description". */
export const movies: readonly string[] = [
  "Do the Right Thing | Spike Lee's blistering portrait of one scorching day on a Bed-Stuy block, back on the big screen in a new 4K restoration. 1989, 120 min.",
  "Taxi Driver | Martin Scorsese's fever dream of 1970s Manhattan, with Robert De Niro as Travis Bickle. Screening on 35mm for a limited run. 1976, 114 min.",
  "Moonstruck | Cher and Nicolas Cage fall for each other among Brooklyn Heights brownstones in Norman Jewison's beloved romantic comedy. 1987, 102 min.",
  "The French Connection | Gene Hackman is Popeye Doyle in William Friedkin's gritty thriller, home of the legendary car chase under the Bensonhurst el. 1971, 104 min.",
  "Breakfast at Tiffany's | Audrey Hepburn window-shops on Fifth Avenue in Blake Edwards's glamorous, bittersweet classic, newly restored. 1961, 115 min.",
  "Desperately Seeking Susan | Susan Seidelman's screwball comedy with Rosanna Arquette and Madonna, a love letter to 1980s downtown Manhattan. 1985, 104 min.",
  "Saturday Night Fever | John Travolta struts from Bay Ridge to the disco floor in John Badham's era-defining drama. Presented on 35mm. 1977, 118 min.",
  "Smoke | Harvey Keitel runs a Brooklyn cigar shop in Wayne Wang and Paul Auster's warm ensemble film about the stories we tell. 1995, 112 min.",
  "Coming to America | Eddie Murphy's African prince goes looking for love in Queens in John Landis's comedy classic, a hometown favorite. 1988, 116 min.",
  "West Side Story | Robert Wise and Jerome Robbins's Oscar-winning musical, shot on the Upper West Side streets later cleared for Lincoln Center. 1961, 153 min.",
];

export type League = 'mlb' | 'nba' | 'wnba' | 'nhl' | 'milb' | 'atlantic';

export interface LeagueTemplates {
  /** Calendar months (1-12) with regular-season home games. */
  months: readonly number[];
  times: readonly string[];
  prices: readonly string[];
  opponents: readonly string[];
  description: string;
}

/**
 * Pro games at the arenas and ballparks. Games are only scheduled in the league's months, so the
 * deck never shows a ballgame in January; outside them the venue simply gets no sports events.
 */
export const leagues: Record<League, LeagueTemplates> = {
  mlb: {
    months: [4, 5, 6, 7, 8, 9],
    times: ['1:05 PM', '7:05 PM', '7:10 PM'],
    prices: ['$25-150', '$32-210', '$19-95'],
    opponents: list(
      'Boston Red Sox, Toronto Blue Jays, Baltimore Orioles, Tampa Bay Rays, Philadelphia Phillies, Atlanta Braves, Los Angeles Dodgers, Chicago Cubs, Houston Astros, Seattle Mariners',
    ),
    description:
      'The {home} host the {opponent} at {venue}. Gates open 90 minutes before first pitch; giveaways on select dates.',
  },
  nba: {
    months: [10, 11, 12, 1, 2, 3, 4],
    times: ['7:30 PM', '7:00 PM'],
    prices: ['$45-250', '$60-400', '$39-180'],
    opponents: list(
      'Boston Celtics, Philadelphia 76ers, Miami Heat, Milwaukee Bucks, Chicago Bulls, Toronto Raptors, Golden State Warriors, Denver Nuggets',
    ),
    description:
      'The {home} take on the {opponent} at {venue}. Arrive early for warmups; bags larger than a small clutch are not permitted.',
  },
  wnba: {
    months: [5, 6, 7, 8, 9],
    times: ['7:30 PM', '3:00 PM'],
    prices: ['$30-150', '$25-120'],
    opponents: list(
      'Las Vegas Aces, Connecticut Sun, Chicago Sky, Seattle Storm, Minnesota Lynx, Indiana Fever',
    ),
    description:
      'The {home} meet the {opponent} at {venue} in a matchup with playoff seeding on the line. Doors open one hour before tip-off.',
  },
  nhl: {
    months: [10, 11, 12, 1, 2, 3, 4],
    times: ['7:00 PM', '7:30 PM', '1:00 PM'],
    prices: ['$55-300', '$70-350'],
    opponents: list(
      'New Jersey Devils, New York Islanders, Boston Bruins, Pittsburgh Penguins, Washington Capitals, Philadelphia Flyers',
    ),
    description:
      'The {home} face the {opponent} at {venue}. Doors open one hour before puck drop; arrive early to catch warmups.',
  },
  milb: {
    months: [4, 5, 6, 7, 8, 9],
    times: ['6:40 PM', '7:00 PM', '1:00 PM'],
    prices: ['$12-25', '$15-30'],
    opponents: list(
      'Hudson Valley Renegades, Jersey Shore BlueClaws, Wilmington Blue Rocks, Aberdeen IronBirds, Greensboro Grasshoppers',
    ),
    description:
      'Affordable family baseball by the boardwalk: the {home} take on the {opponent}, with postgame fireworks on select nights.',
  },
  atlantic: {
    months: [4, 5, 6, 7, 8, 9],
    times: ['6:30 PM', '7:00 PM', '1:00 PM'],
    prices: ['$10-22', '$12-25'],
    opponents: list(
      'Long Island Ducks, Lancaster Stormers, York Revolution, Southern Maryland Blue Crabs, Hagerstown Flying Boxcars',
    ),
    description:
      'The {home} host the {opponent} with the harbor and the skyline beyond the outfield. Kids run the bases after Sunday games.',
  },
};

/** Home teams by venue name; other sports venues get community events from `templates.sports`. */
export const homeTeams: Record<string, readonly { team: string; league: League }[]> = {
  'Yankee Stadium': [{ team: 'New York Yankees', league: 'mlb' }],
  'Citi Field': [{ team: 'New York Mets', league: 'mlb' }],
  'Madison Square Garden': [
    { team: 'New York Knicks', league: 'nba' },
    { team: 'New York Rangers', league: 'nhl' },
  ],
  'Barclays Center': [
    { team: 'Brooklyn Nets', league: 'nba' },
    { team: 'New York Liberty', league: 'wnba' },
  ],
  'Maimonides Park': [{ team: 'Brooklyn Cyclones', league: 'milb' }],
  'SIUH Community Park': [{ team: 'Staten Island FerryHawks', league: 'atlantic' }],
};

/** Showtimes and ticket prices for the repertory screenings. */
export const screening = {
  aliases: ['Movies', 'Film', 'Cinema'],
  times: ['1:00 PM', '4:15 PM', '7:00 PM', '9:30 PM'],
  prices: ['$15', '$17', '$19', '$15-18'],
} as const;

/**
 * Events that last beyond an evening (docs/product.md#all-day-events): all day, or over several
 * days. `opens` is the first day counted from today (negative: already running); a weekend
 * event opens on the next Saturday instead and runs through Sunday. Each `slot` gets the first
 * of its runs whose season fits the day it opens, so the demo always shows each kind of span.
 */
export interface RunTemplate {
  slot: 'exhibition' | 'new-exhibition' | 'weekend' | 'fair' | 'evenings';
  season?: Season;
  venue: string;
  category: Exclude<CategoryId, 'movie'>;
  title: string;
  description: string;
  /** "All day", or the time it opens each day. */
  time: string;
  price: string;
  opens: number | 'weekend';
  /** Days from the first to the last, both counted. */
  days: number;
}

export const runs: readonly RunTemplate[] = [
  {
    slot: 'exhibition',
    venue: 'The Drawing Center',
    category: 'art',
    title: 'Lines of the City: Drawings of New York',
    description:
      'Sketchbooks, studies and large sheets by artists who drew the city street by street, from elevated trains to rooftop water towers. Open every day of the run.',
    time: 'All day',
    price: 'Free',
    opens: -12,
    days: 45,
  },
  {
    slot: 'new-exhibition',
    venue: 'Queens Museum',
    category: 'art',
    title: 'Borough of Makers: Queens Craft and Design',
    description:
      'Ceramics, textiles and furniture made in Queens workshops, with the makers’ tools shown beside their work. The exhibition runs for four weeks.',
    time: 'All day',
    price: '$8',
    opens: 2,
    days: 28,
  },
  {
    slot: 'weekend',
    season: WARM,
    venue: 'Governors Island',
    category: 'festival',
    title: 'Harbor Weekend Festival',
    description:
      'Two days of bands, food trucks and lawn games with the harbor all around. Ferries run every half hour from the Battery Maritime Building.',
    time: '11:00 AM',
    price: 'Free',
    opens: 'weekend',
    days: 2,
  },
  {
    slot: 'weekend',
    venue: 'Brooklyn Flea',
    category: 'festival',
    title: 'Records & Vintage Weekend',
    description:
      'Two days of crate-digging indoors: forty record dealers, vintage clothing and a listening bar, with DJ sets each afternoon.',
    time: '10:00 AM',
    price: 'Free',
    opens: 'weekend',
    days: 2,
  },
  {
    slot: 'fair',
    season: { holiday: 'christmas' },
    venue: 'Brooklyn Flea',
    category: 'festival',
    title: 'Holiday Makers Fair',
    description:
      'Over a hundred local makers under one roof for one day: prints, jewelry, ceramics and hot cider. Come any time, stalls stay open all day.',
    time: 'All day',
    price: 'Free',
    opens: 6,
    days: 1,
  },
  {
    slot: 'fair',
    venue: 'Brooklyn Flea',
    category: 'festival',
    title: 'Brooklyn Makers Fair',
    description:
      'Over a hundred local makers under one roof for one day: prints, jewelry, ceramics and small-batch food. Come any time, stalls stay open all day.',
    time: 'All day',
    price: 'Free',
    opens: 6,
    days: 1,
  },
  {
    slot: 'evenings',
    season: COLD,
    venue: 'New York Botanical Garden',
    category: 'outdoor',
    title: 'Winter Lantern Walk',
    description:
      'Handmade lanterns light the paths of the garden each evening for three weeks, with warm drinks along the way. Timed entry from the gate.',
    time: '5:00 PM',
    price: '$25-35',
    opens: 4,
    days: 21,
  },
  {
    slot: 'evenings',
    venue: 'New York Botanical Garden',
    category: 'outdoor',
    title: 'Garden Evenings',
    description:
      'The garden stays open late for three weeks: music on the lawn, a cocktail bar and the collections in the last light of the day.',
    time: '5:00 PM',
    price: '$25-35',
    opens: 4,
    days: 21,
  },
];
