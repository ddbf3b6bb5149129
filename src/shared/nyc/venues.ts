import type { CategoryId } from '#shared/categories.ts';
import type { Borough } from '#shared/nyc/boroughs.ts';

export interface Venue {
  name: string;
  neighborhood: string;
  borough: Borough;
  /** What the venue actually hosts; demo events are only ever placed where they would happen. */
  categories: readonly CategoryId[];
  /** The venue's own homepage, used as the demo event's link. */
  website: string;
}

// The last field is the homepage without its scheme: a host, sometimes with a path.
type Row = [name: string, neighborhood: string, categories: CategoryId[], site: string];

function inBorough(borough: Borough, rows: Row[]): Venue[] {
  return rows.map(([name, neighborhood, categories, site]) => ({
    name,
    neighborhood,
    borough,
    categories,
    website: `https://${site}`,
  }));
}

/** Real, well-known venues across the five boroughs that the demo catalogue is built around. */
export const venues: readonly Venue[] = [
  ...inBorough('Manhattan', [
    ['Blue Note Jazz Club', 'Greenwich Village', ['music', 'nightlife'], 'www.bluenotejazz.com'],
    ['Comedy Cellar', 'Greenwich Village', ['comedy'], 'www.comedycellar.com'],
    ['Apollo Theater', 'Harlem', ['music', 'comedy', 'dance'], 'www.apollotheater.org'],
    ['Carnegie Hall', 'Midtown', ['music'], 'www.carnegiehall.org'],
    ['Madison Square Garden', 'Midtown South', ['sports', 'music'], 'www.msg.com'],
    ['Gotham Comedy Club', 'Chelsea', ['comedy'], 'gothamcomedyclub.com'],
    ['Caveat', 'Lower East Side', ['comedy', 'lecture'], 'www.caveat.nyc'],
    ['The Joyce Theater', 'Chelsea', ['dance'], 'www.joyce.org'],
    ['New York City Center', 'Midtown', ['dance', 'theater'], 'www.nycitycenter.org'],
    ['Lincoln Center', 'Lincoln Square', ['music', 'dance', 'theater'], 'www.lincolncenter.org'],
    ['The Public Theater', 'NoHo', ['theater'], 'publictheater.org'],
    ['New York Theatre Workshop', 'East Village', ['theater'], 'www.nytw.org'],
    ['SoHo Playhouse', 'SoHo', ['theater', 'comedy'], 'www.sohoplayhouse.com'],
    ['The Metropolitan Museum of Art', 'Upper East Side', ['museum', 'art'], 'www.metmuseum.org'],
    ['The Museum of Modern Art', 'Midtown', ['museum', 'art'], 'www.moma.org'],
    ['Solomon R. Guggenheim Museum', 'Carnegie Hill', ['museum', 'art'], 'www.guggenheim.org'],
    ['Whitney Museum of American Art', 'West Village', ['museum', 'art'], 'whitney.org'],
    [
      'American Museum of Natural History',
      'Upper West Side',
      ['museum', 'lecture'],
      'www.amnh.org',
    ],
    ['Tenement Museum', 'Lower East Side', ['museum', 'tours'], 'www.tenement.org'],
    ['The Drawing Center', 'SoHo', ['art'], 'drawingcenter.org'],
    ['Housing Works Bookstore Cafe', 'SoHo', ['lecture', 'music'], 'www.housingworks.org'],
    ['Chelsea Market', 'Chelsea', ['food', 'tours'], 'www.chelseamarket.com'],
    ['The High Line', 'Chelsea', ['outdoor', 'tours'], 'www.thehighline.org'],
    ['Chelsea Piers', 'Chelsea', ['sports', 'yoga'], 'www.chelseapiers.com'],
    [
      'Central Park',
      'Central Park',
      ['outdoor', 'yoga', 'tours', 'meditation'],
      'www.centralparknyc.org',
    ],
    ['Bryant Park', 'Midtown', ['outdoor', 'yoga'], 'bryantpark.org'],
    ['Film Forum', 'Hudson Square', ['movie'], 'filmforum.org'],
    ['Metrograph', 'Two Bridges', ['movie'], 'metrograph.com'],
    ['IFC Center', 'Greenwich Village', ['movie'], 'www.ifccenter.com'],
    ['Angelika Film Center', 'SoHo', ['movie'], 'angelikafilmcenter.com'],
    ['92NY', 'Upper East Side', ['lecture', 'music', 'dance'], 'www.92ny.org'],
    ['Stephen A. Schwarzman Building, NYPL', 'Midtown', ['lecture', 'tours'], 'www.nypl.org'],
    ['Le Poisson Rouge', 'Greenwich Village', ['music', 'nightlife', 'other'], 'www.lpr.com'],
    ['MNDFL', 'Greenwich Village', ['meditation'], 'www.mndflmeditation.com'],
    ['Tibet House US', 'Flatiron', ['meditation', 'lecture'], 'tibethouse.us'],
    ['Sky Ting Yoga', 'Chinatown', ['yoga'], 'www.skyting.com'],
    ['Essex Market', 'Lower East Side', ['food'], 'www.essexmarket.nyc'],
    ['Governors Island', 'Governors Island', ['outdoor', 'festival', 'art'], 'www.govisland.com'],
  ]),
  ...inBorough('Brooklyn', [
    ['Brooklyn Bowl', 'Williamsburg', ['music', 'nightlife', 'other'], 'www.brooklynbowl.com'],
    ['Nitehawk Cinema', 'Williamsburg', ['movie'], 'nitehawkcinema.com'],
    ['Smorgasburg', 'Williamsburg', ['food'], 'www.smorgasburg.com'],
    ['Domino Park', 'Williamsburg', ['outdoor', 'yoga'], 'www.dominopark.com'],
    ['Barclays Center', 'Prospect Heights', ['sports', 'music'], 'www.barclayscenter.com'],
    ['Brooklyn Museum', 'Prospect Heights', ['museum', 'art'], 'www.brooklynmuseum.org'],
    [
      'Prospect Park',
      'Prospect Park',
      ['outdoor', 'yoga', 'tours', 'meditation'],
      'www.prospectpark.org',
    ],
    ['Brooklyn Botanic Garden', 'Crown Heights', ['outdoor', 'meditation'], 'www.bbg.org'],
    ['BAM', 'Fort Greene', ['theater', 'dance', 'movie'], 'www.bam.org'],
    ["St. Ann's Warehouse", 'DUMBO', ['theater'], 'www.stannswarehouse.org'],
    ['Brooklyn Flea', 'DUMBO', ['festival'], 'brooklynflea.com'],
    [
      'Brooklyn Bridge Park',
      'Brooklyn Heights',
      ['outdoor', 'yoga', 'festival'],
      'www.brooklynbridgepark.org',
    ],
    [
      'Center for Brooklyn History',
      'Brooklyn Heights',
      ['lecture', 'tours', 'museum'],
      'www.bklynlibrary.org',
    ],
    ['The Bell House', 'Gowanus', ['music', 'comedy'], 'www.thebellhouseny.com'],
    ['House of Yes', 'Bushwick', ['nightlife', 'dance'], 'www.houseofyes.org'],
    ['Luna Park', 'Coney Island', ['festival'], 'lunaparknyc.com'],
    ['Maimonides Park', 'Coney Island', ['sports'], 'www.milb.com/brooklyn'],
    ['Pioneer Works', 'Red Hook', ['art', 'lecture', 'music'], 'pioneerworks.org'],
    ['Kings Theatre', 'Flatbush', ['music', 'comedy'], 'www.kingstheatre.com'],
    ['Green-Wood Cemetery', 'Sunset Park', ['tours', 'outdoor'], 'www.green-wood.com'],
  ]),
  ...inBorough('Queens', [
    ['Queens Museum', 'Flushing Meadows-Corona Park', ['museum', 'art'], 'queensmuseum.org'],
    ['Citi Field', 'Flushing Meadows-Corona Park', ['sports'], 'www.mlb.com/mets'],
    [
      'Flushing Meadows Corona Park',
      'Flushing Meadows-Corona Park',
      ['outdoor', 'sports', 'festival'],
      'www.nycgovparks.org/parks/flushing-meadows-corona-park',
    ],
    [
      'Queens Night Market',
      'Flushing Meadows-Corona Park',
      ['food', 'festival'],
      'queensnightmarket.com',
    ],
    ['Louis Armstrong House Museum', 'Corona', ['museum', 'music'], 'www.louisarmstronghouse.org'],
    ['Museum of the Moving Image', 'Astoria', ['movie', 'museum'], 'movingimage.org'],
    [
      'Astoria Park',
      'Astoria',
      ['outdoor', 'yoga', 'sports'],
      'www.nycgovparks.org/parks/astoria-park',
    ],
    [
      'Bohemian Hall & Beer Garden',
      'Astoria',
      ['food', 'nightlife', 'other'],
      'www.bohemianhall.com',
    ],
    ['Socrates Sculpture Park', 'Astoria', ['art', 'outdoor', 'yoga'], 'socratessculpturepark.org'],
    ['The Noguchi Museum', 'Long Island City', ['museum', 'art'], 'www.noguchi.org'],
    ['MoMA PS1', 'Long Island City', ['art', 'music'], 'www.momaps1.org'],
    ['Flushing Town Hall', 'Flushing', ['music', 'dance', 'lecture'], 'www.flushingtownhall.org'],
    ['Forest Hills Stadium', 'Forest Hills', ['music'], 'foresthillsstadium.com'],
    ['Nowadays', 'Ridgewood', ['nightlife'], 'nowadays.nyc'],
  ]),
  ...inBorough('Bronx', [
    ['Bronx Zoo', 'Bronx Park', ['outdoor', 'tours'], 'bronxzoo.com'],
    ['New York Botanical Garden', 'Bronx Park', ['outdoor', 'art', 'meditation'], 'www.nybg.org'],
    ['Yankee Stadium', 'Concourse', ['sports'], 'www.mlb.com/yankees'],
    ['Bronx Museum of the Arts', 'Concourse', ['museum', 'art'], 'www.bronxmuseum.org'],
    ['Pregones/PRTT', 'Concourse', ['theater', 'music'], 'pregonesprtt.org'],
    ['Arthur Avenue Retail Market', 'Belmont', ['food', 'tours'], 'www.arthuravenuebronx.com'],
    ['Wave Hill', 'Riverdale', ['outdoor', 'meditation', 'art'], 'www.wavehill.org'],
    [
      'Lehman Center for the Performing Arts',
      'Bedford Park',
      ['music', 'dance', 'comedy'],
      'www.lehmancenter.org',
    ],
    ['The Bronx Brewery', 'Port Morris', ['food', 'nightlife'], 'thebronxbrewery.com'],
    [
      'Edgar Allan Poe Cottage',
      'Fordham',
      ['museum', 'tours', 'lecture'],
      'bronxhistoricalsociety.org',
    ],
    ['Bronx Night Market', 'Fordham', ['food'], 'www.bronxnightmarket.com'],
  ]),
  ...inBorough('Staten Island', [
    [
      'Snug Harbor Cultural Center',
      'New Brighton',
      ['art', 'outdoor', 'music', 'meditation'],
      'snug-harbor.org',
    ],
    [
      'St. George Theatre',
      'St. George',
      ['music', 'comedy', 'theater', 'dance'],
      'www.stgeorgetheatre.com',
    ],
    ['Staten Island Museum', 'St. George', ['museum', 'lecture'], 'www.statenislandmuseum.org'],
    ['SIUH Community Park', 'St. George', ['sports'], 'www.siferryhawks.com'],
    [
      'Historic Richmond Town',
      'Richmondtown',
      ['museum', 'tours', 'festival'],
      'www.historicrichmondtown.org',
    ],
    ['Staten Island Zoo', 'West Brighton', ['outdoor'], 'www.statenislandzoo.org'],
    [
      'Jacques Marchais Museum of Tibetan Art',
      'Lighthouse Hill',
      ['meditation', 'museum'],
      'www.tibetanmuseum.org',
    ],
    ['Conference House Park', 'Tottenville', ['outdoor', 'tours'], 'conferencehouse.org'],
    ['FDR Boardwalk and Beach', 'South Beach', ['outdoor', 'yoga'], 'www.nycgovparks.org'],
    [
      'Flagship Brewing Company',
      'Tompkinsville',
      ['food', 'nightlife', 'other'],
      'www.flagshipbrewery.nyc',
    ],
  ]),
];

const venueByLowerName = new Map(venues.map((v) => [v.name.toLowerCase(), v]));

/** The known venue a name means, in any case ("carnegie hall"), else undefined. */
export function findVenue(name: string): Venue | undefined {
  return venueByLowerName.get(name.trim().toLowerCase());
}
