// Places a resume's location line names, so that a city under the name never passes for the name itself.

/** Countries, regions and large cities as written on resumes (lowercase, accents kept and dropped). */
const PLACES = new Set(
  [
    // countries and regions
    'afghanistan albania algeria argentina armenia australia austria azerbaijan bahrain bangladesh belarus belgium',
    'bolivia bosnia brasil brazil bulgaria cambodia cameroon canada chile china colombia croatia cuba cyprus czechia',
    'denmark deutschland ecuador egypt england españa espana estonia ethiopia finland france georgia germany ghana',
    'greece guatemala honduras hungary iceland india indonesia iran iraq ireland israel italia italy jamaica japan',
    'jordan kazakhstan kenya korea kuwait latvia lebanon lithuania luxembourg malaysia malta méxico mexico moldova',
    'morocco nederland nepal netherlands nigeria norway oman pakistan panama paraguay perú peru philippines poland',
    'polska portugal qatar romania russia scotland senegal serbia singapore slovakia slovenia spain sverige sweden',
    'switzerland schweiz suisse taiwan tanzania thailand tunisia türkiye turkey uganda ukraine uruguay usa uk uae',
    'venezuela vietnam wales zambia zimbabwe',
    // US states and Canadian provinces
    'alabama alaska arizona arkansas california colorado connecticut delaware florida hawaii idaho illinois indiana',
    'iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana',
    'nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington wisconsin',
    'wyoming ontario quebec québec alberta manitoba saskatchewan',
    // cities and their usual words
    'amsterdam athens atlanta auckland austin baltimore bangalore bengaluru barcelona beijing berlin bilbao bogotá',
    'bogota boston brisbane bristol brussels bucharest budapest buenos aires cairo calgary caracas chicago',
    'copenhagen cork dallas delhi denver detroit dubai dublin düsseldorf edinburgh frankfurt geneva genève glasgow',
    'guadalajara hamburg helsinki houston istanbul jakarta johannesburg karachi kraków krakow kyiv lagos lima',
    'lisbon lisboa liverpool london londres los angeles lyon madrid manchester manila marseille medellín medellin',
    'melbourne miami milan milano monterrey montevideo montréal montreal moscow mumbai munich münchen nairobi naples',
    'orleans oslo ottawa paris perth philadelphia phoenix porto prague praha quito rome roma rotterdam santiago',
    'seattle seoul sevilla seville shanghai stockholm stuttgart sydney tokyo toronto toulouse valencia vancouver',
    'vienna wien warsaw warszawa zagreb zürich zurich osaka kyoto cdmx df',
    'ciudad city san santa são sao saint st port puerto new york jersey rio janeiro paulo belo horizonte salvador',
    'porto alegre recife curitiba fortaleza manaus brasília brasilia',
  ]
    .join(' ')
    .split(' '),
);

/** Words that, first on a line, start a place name ('Ciudad de México', 'San José', 'Rio de Janeiro'). */
/** Places that are also common first names or surnames: they make a place after a comma, not before one. */
const ALSO_NAMES = new Set(
  'jordan georgia israel india austin paris sydney salvador washington houston dallas lima victoria florence orleans'.split(
    ' ',
  ),
);

const PLACE_STARTS = /^(ciudad|city|san|santa|são|sao|saint|st\.?|port|puerto|new|rio|los|las|el|la|porto|belo)\s/i;

const plainWord = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '');

/**
 * True when a line reads as a place: 'Ciudad de México', 'Buenos Aires', 'Austin, TX', 'SEATTLE, WASHINGTON',
 * 'Göteborg, Sverige'. A person's name rarely has more than one of its words in the list.
 */
export function looksLikePlace(line: string): boolean {
  const text = line.trim();
  if (!text || text.length > 60) return false;
  const [head = '', tail = ''] = text.split(',').map((part) => part.trim());
  // 'City, ST' or 'City, Country'.
  if (
    tail &&
    (/^[A-Z]{2}$/.test(tail) || tail.split(/\s+/).every((w) => PLACES.has(w.toLowerCase()) || PLACES.has(plainWord(w))))
  ) {
    return true;
  }
  const words = head.split(/\s+/).filter((w) => !/^(de|del|da|do|dos|das|la|las|los|el)$/i.test(w));
  const known = words.filter(
    (w) => !ALSO_NAMES.has(plainWord(w)) && (PLACES.has(w.toLowerCase()) || PLACES.has(plainWord(w))),
  ).length;
  if (known >= 2 || (words.length === 1 && known === 1)) return true;
  return known >= 1 && PLACE_STARTS.test(head);
}
