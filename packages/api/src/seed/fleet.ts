import type { CarBody } from '@wayfare/common';
import type { BodyStyle } from './car-illustration';

export interface DemoCar {
  make: string;
  model: string;
  body: BodyStyle;
  colour: string;
  /** Litres per 100 km, as the makers' combined (WLTP) figures give them, rounded. */
  fuelConsumption: number;
  features: CarBody['features'];
  /** One of the demo cities (seed/cities.ts). */
  city: string;
  isExclusive?: boolean;
}

const f = (seats: number, doors: number, transmission: 'Auto' | 'Manual', extras: string): CarBody['features'] => ({
  seats,
  doors,
  transmission,
  extras,
});

/**
 * The demo fleet: everyday cars across the demo cities — several in Berlin, Munich and Paris so that a first search
 * there has a choice — and four exclusive ones kept for auctions.
 */
export const demoFleet: DemoCar[] = [
  { make: 'Volkswagen', model: 'Golf', body: 'hatch', colour: '#1f4e8c', fuelConsumption: 5.6, features: f(5, 5, 'Manual', 'GPS'), city: 'Berlin' },
  { make: 'Volkswagen', model: 'Passat Variant', body: 'sedan', colour: '#6b7280', fuelConsumption: 5.9, features: f(5, 5, 'Auto', 'Roof rack'), city: 'Berlin' },
  { make: 'BMW', model: '320d', body: 'sedan', colour: '#0b2545', fuelConsumption: 5.2, features: f(5, 4, 'Auto', 'Heated seats'), city: 'Munich' },
  { make: 'Mercedes-Benz', model: 'C 220 d', body: 'sedan', colour: '#c0c4c8', fuelConsumption: 5.1, features: f(5, 4, 'Auto', 'Bluetooth'), city: 'Frankfurt' },
  { make: 'Audi', model: 'A4 Avant', body: 'sedan', colour: '#2d2d2d', fuelConsumption: 5.8, features: f(5, 5, 'Auto', 'GPS'), city: 'Cologne' },
  { make: 'Škoda', model: 'Octavia', body: 'sedan', colour: '#3c7a3c', fuelConsumption: 5.3, features: f(5, 5, 'Manual', 'Child seat'), city: 'Prague' },
  { make: 'Renault', model: 'Clio', body: 'hatch', colour: '#d9381e', fuelConsumption: 4.9, features: f(5, 5, 'Manual', 'Bluetooth'), city: 'Paris' },
  { make: 'Peugeot', model: '308', body: 'hatch', colour: '#e5e7eb', fuelConsumption: 5.0, features: f(5, 5, 'Manual', 'GPS'), city: 'Paris' },
  { make: 'Citroën', model: 'C3', body: 'hatch', colour: '#f2a900', fuelConsumption: 5.2, features: f(5, 5, 'Manual', 'Bluetooth'), city: 'Brussels' },
  { make: 'Fiat', model: '500', body: 'hatch', colour: '#9ad1d4', fuelConsumption: 4.8, features: f(4, 3, 'Manual', 'Bluetooth'), city: 'Rome' },
  { make: 'Fiat', model: 'Tipo', body: 'sedan', colour: '#7a0019', fuelConsumption: 5.5, features: f(5, 4, 'Manual', 'GPS'), city: 'Milan' },
  { make: 'SEAT', model: 'Leon', body: 'hatch', colour: '#a31621', fuelConsumption: 5.4, features: f(5, 5, 'Manual', 'Heated seats'), city: 'Barcelona' },
  { make: 'SEAT', model: 'Ateca', body: 'suv', colour: '#36454f', fuelConsumption: 6.3, features: f(5, 5, 'Auto', 'Roof rack'), city: 'Madrid' },
  { make: 'Toyota', model: 'Corolla Hybrid', body: 'hatch', colour: '#f8fafc', fuelConsumption: 4.4, features: f(5, 5, 'Auto', 'Bluetooth'), city: 'Amsterdam' },
  { make: 'Toyota', model: 'RAV4 Hybrid', body: 'suv', colour: '#4b5320', fuelConsumption: 5.6, features: f(5, 5, 'Auto', 'Roof rack'), city: 'Zurich' },
  { make: 'Volvo', model: 'XC60', body: 'suv', colour: '#1c3144', fuelConsumption: 7.1, features: f(5, 5, 'Auto', 'Heated seats'), city: 'Copenhagen' },
  { make: 'Volvo', model: 'V60', body: 'sedan', colour: '#8a8d8f', fuelConsumption: 6.0, features: f(5, 5, 'Auto', 'Child seat'), city: 'Copenhagen' },
  { make: 'Opel', model: 'Corsa', body: 'hatch', colour: '#ffd100', fuelConsumption: 5.1, features: f(5, 5, 'Manual', 'Bluetooth'), city: 'Berlin' },
  { make: 'Ford', model: 'Focus', body: 'hatch', colour: '#005eb8', fuelConsumption: 5.5, features: f(5, 5, 'Manual', 'GPS'), city: 'Munich' },
  { make: 'Ford', model: 'Transit Custom', body: 'van', colour: '#f1f5f9', fuelConsumption: 8.4, features: f(9, 4, 'Manual', 'Roof rack'), city: 'Hamburg' },
  { make: 'Volkswagen', model: 'Multivan', body: 'van', colour: '#556b2f', fuelConsumption: 8.9, features: f(7, 5, 'Auto', 'Child seat'), city: 'Munich' },
  { make: 'Dacia', model: 'Duster', body: 'suv', colour: '#c46210', fuelConsumption: 6.4, features: f(5, 5, 'Manual', 'Roof rack'), city: 'Budapest' },
  { make: 'Hyundai', model: 'Tucson', body: 'suv', colour: '#2e5090', fuelConsumption: 6.8, features: f(5, 5, 'Auto', 'GPS'), city: 'Warsaw' },
  { make: 'Kia', model: 'Ceed', body: 'hatch', colour: '#b22222', fuelConsumption: 5.3, features: f(5, 5, 'Manual', 'Heated seats'), city: 'Vienna' },
  { make: 'Mazda', model: 'CX-5', body: 'suv', colour: '#8b0000', fuelConsumption: 7.0, features: f(5, 5, 'Auto', 'Bluetooth'), city: 'Vienna' },
  { make: 'Nissan', model: 'Qashqai', body: 'suv', colour: '#404040', fuelConsumption: 6.1, features: f(5, 5, 'Auto', 'GPS'), city: 'Lisbon' },
  { make: 'MINI', model: 'Cooper', body: 'hatch', colour: '#014421', fuelConsumption: 5.6, features: f(4, 3, 'Manual', 'Heated seats'), city: 'Amsterdam' },
  { make: 'Alfa Romeo', model: 'Giulia', body: 'sedan', colour: '#b00020', fuelConsumption: 6.4, features: f(5, 4, 'Auto', 'Bluetooth'), city: 'Milan' },
  { make: 'Porsche', model: '911 Carrera', body: 'coupe', colour: '#ffcc00', fuelConsumption: 10.1, features: f(4, 2, 'Auto', 'Heated seats'), city: 'Munich', isExclusive: true },
  { make: 'BMW', model: 'M4 Competition', body: 'coupe', colour: '#0066b1', fuelConsumption: 10.2, features: f(4, 2, 'Auto', 'GPS'), city: 'Berlin', isExclusive: true },
  { make: 'Mercedes-Benz', model: 'G 500', body: 'suv', colour: '#111111', fuelConsumption: 13.1, features: f(5, 5, 'Auto', 'Heated seats'), city: 'Vienna', isExclusive: true },
  { make: 'Land Rover', model: 'Defender 110', body: 'suv', colour: '#5f7161', fuelConsumption: 11.4, features: f(5, 5, 'Auto', 'Roof rack'), city: 'Zurich', isExclusive: true },
];
