import type { Db } from '../db/client';
import { cities } from '../db/schema';

/** Real European cities (centre coordinates) with a depot at or next to the main railway station. */
export const demoCities = [
  { name: 'Amsterdam', lat: 52.3676, lon: 4.9041, depoAddress: 'Stationsplein 1, 1012 AB Amsterdam' },
  { name: 'Barcelona', lat: 41.3874, lon: 2.1686, depoAddress: 'Plaça dels Països Catalans 1, 08014 Barcelona' },
  { name: 'Berlin', lat: 52.52, lon: 13.405, depoAddress: 'Europaplatz 1, 10557 Berlin' },
  { name: 'Brussels', lat: 50.8503, lon: 4.3517, depoAddress: 'Avenue Fonsny 47B, 1060 Brussels' },
  { name: 'Budapest', lat: 47.4979, lon: 19.0402, depoAddress: 'Kerepesi út 2-6, 1087 Budapest' },
  { name: 'Cologne', lat: 50.9375, lon: 6.9603, depoAddress: 'Trankgasse 11, 50667 Köln' },
  { name: 'Copenhagen', lat: 55.6761, lon: 12.5683, depoAddress: 'Bernstorffsgade 16, 1577 København V' },
  { name: 'Frankfurt', lat: 50.1109, lon: 8.6821, depoAddress: 'Am Hauptbahnhof 1, 60329 Frankfurt am Main' },
  { name: 'Hamburg', lat: 53.5511, lon: 9.9937, depoAddress: 'Hachmannplatz 16, 20099 Hamburg' },
  { name: 'Lisbon', lat: 38.7223, lon: -9.1393, depoAddress: 'Avenida Dom João II, 1990-233 Lisboa' },
  { name: 'Lyon', lat: 45.764, lon: 4.8357, depoAddress: '5 Place Charles Béraudier, 69003 Lyon' },
  { name: 'Madrid', lat: 40.4168, lon: -3.7038, depoAddress: 'Plaza del Emperador Carlos V, 28045 Madrid' },
  { name: 'Milan', lat: 45.4642, lon: 9.19, depoAddress: "Piazza Duca d'Aosta 1, 20124 Milano" },
  { name: 'Munich', lat: 48.1351, lon: 11.582, depoAddress: 'Bayerstraße 10a, 80335 München' },
  { name: 'Paris', lat: 48.8566, lon: 2.3522, depoAddress: '18 Rue de Dunkerque, 75010 Paris' },
  { name: 'Prague', lat: 50.0755, lon: 14.4378, depoAddress: 'Wilsonova 300/8, 120 00 Praha 2' },
  { name: 'Rome', lat: 41.9028, lon: 12.4964, depoAddress: 'Piazza dei Cinquecento, 00185 Roma' },
  { name: 'Vienna', lat: 48.2082, lon: 16.3738, depoAddress: 'Am Hauptbahnhof 1, 1100 Wien' },
  { name: 'Warsaw', lat: 52.2297, lon: 21.0122, depoAddress: 'Aleje Jerozolimskie 54, 00-024 Warszawa' },
  { name: 'Zurich', lat: 47.3769, lon: 8.5417, depoAddress: 'Bahnhofplatz 15, 8001 Zürich' },
];

export async function seedCities(db: Db): Promise<void> {
  await db.insert(cities).values(demoCities).onConflictDoNothing();
}
