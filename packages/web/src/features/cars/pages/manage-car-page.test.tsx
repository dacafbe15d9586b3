import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { carMessages } from '@wayfare/common';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES, makeCar } from '../../../components/car/car-fixtures.test-utils';
import { startSession } from '../../../lib/session';
import { mockApi, type MockReply, sentBody } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken } from '../../../test/tokens';

const png = (name: string) => new File(['fake png bytes'], name, { type: 'image/png' });

async function openForm(url = '/manage-car', replies: Record<string, MockReply> = {}) {
  const fetchMock = mockApi({ 'GET /api/cars/features': { body: FEATURES }, ...replies });
  startSession(adminToken());
  const view = renderApp(url);
  await screen.findByRole('button', { name: 'Save' });
  // Dropdown choices arrive with the cities and features.
  await screen.findByRole('option', { name: 'GPS' });
  await screen.findByRole('option', { name: 'Berlin' });
  return { fetchMock, user: userEvent.setup({ applyAccept: false }), ...view };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const photoInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(field('City'), 'Berlin');
  await user.type(field('Make'), 'Skoda');
  await user.type(field('Model'), 'Octavia');
  await user.type(field('Registration plate'), 'B-SK 1');
  await user.type(field('Fuel consumption'), '6.5');
  await user.type(field('Seats'), '5');
  await user.type(field('Doors'), '4');
  await user.selectOptions(field('Transmission'), 'Manual');
  await user.selectOptions(field('Extras'), 'GPS');
  await user.selectOptions(field('Is exclusive'), 'No');
}

describe("/manage-car: the car form, checked per field with the API's messages", () => {
  beforeEach(() => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:preview') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  });

  it('is "Create car" with exact, accessible labels', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Create car' })).toBeInTheDocument();
    for (const label of [
      'City',
      'Make',
      'Model',
      'Registration plate',
      'Fuel consumption',
      'Seats',
      'Doors',
      'Transmission',
      'Extras',
      'Is exclusive',
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Car photos' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Auto' })).toHaveValue('1');
    expect(screen.getByRole('option', { name: 'Manual' })).toHaveValue('2');
    // Extras: the Bonus features in use, then common ones a first car can pick on an empty database.
    expect(
      within(field('Extras'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['-- Select Extras --', 'GPS', 'Heated seats', 'Bluetooth', 'Child seat', 'Roof rack']);
  });

  it('names every rule on submit of an empty form, photos included, and sends nothing', async () => {
    const { fetchMock, user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const text of [
      carMessages.city,
      carMessages.make,
      carMessages.model,
      carMessages.registrationNumber,
      carMessages.fuelConsumption,
      carMessages.seats,
      carMessages.doors,
      carMessages.transmission,
      carMessages.extras,
      carMessages.photos,
      carMessages.isExclusive,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows each message on its own field', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Make')).toHaveAccessibleDescription(carMessages.make);
    expect(field('Registration plate')).toHaveAccessibleDescription(carMessages.registrationNumber);
    expect(field('Seats')).toHaveAccessibleDescription(carMessages.seats);
    expect(field('City')).toHaveAccessibleDescription(carMessages.city);
  });

  it('wants a positive fuel consumption of at most 20', async () => {
    const { user } = await openForm();
    for (const bad of ['0', '-1', '20.5']) {
      await user.clear(field('Fuel consumption'));
      await user.type(field('Fuel consumption'), bad);
      expect(await screen.findByText(carMessages.fuelConsumption)).toBeInTheDocument();
    }
    await user.clear(field('Fuel consumption'));
    await user.type(field('Fuel consumption'), '20');
    await waitFor(() => expect(screen.queryByText(carMessages.fuelConsumption)).not.toBeInTheDocument());
  });

  it('wants seats and doors as whole numbers from 1 to 10', async () => {
    const { user } = await openForm();
    for (const [label, message] of [
      ['Seats', carMessages.seats],
      ['Doors', carMessages.doors],
    ] as const) {
      for (const bad of ['0', '11', '2.5']) {
        await user.clear(field(label));
        await user.type(field(label), bad);
        expect(await screen.findByText(message)).toBeInTheDocument();
      }
      await user.clear(field(label));
      await user.type(field(label), '10');
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    }
  });

  it('refuses photos that are not JPEG, PNG or WebP, and photos over 5 MB', async () => {
    const { user } = await openForm();
    await user.upload(photoInput(), new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText(carMessages.photoType)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove anim.gif' }));
    expect(await screen.findByText(carMessages.photos)).toBeInTheDocument();

    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(photoInput(), big);
    expect(await screen.findByText(carMessages.photoSize)).toBeInTheDocument();
  });

  it('creates the car with its photos as data URLs, says so and opens its info page', async () => {
    const { fetchMock, user, router } = await openForm('/manage-car', {
      'POST /api/cars': { status: 201, body: makeCar({ id: 9 }) },
    });
    await fillValidForm(user);
    await user.upload(photoInput(), [png('front.png'), png('side.png')]);
    expect(screen.getByRole('img', { name: 'Preview of side.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // docs/product/admin-tools.md#manage-car: a notice, and the new car's page rather than page 1 of the list.
    expect(await screen.findByText('Volkswagen Golf has been added to the fleet.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/car-info'));
    expect(router.state.location.search).toBe('?carId=9');
    expect(sentBody(fetchMock, '/api/cars')).toEqual({
      make: 'Skoda',
      model: 'Octavia',
      registrationNumber: 'B-SK 1',
      fuelConsumption: 6.5,
      cityId: 1,
      photosBase64: [
        expect.stringMatching(/^data:image\/png;base64,/),
        expect.stringMatching(/^data:image\/png;base64,/),
      ],
      features: { seats: 5, doors: 4, transmission: 'Manual', extras: 'GPS' },
      isExclusive: false,
    });
  });

  it('flags the field the server refuses, on the field alone (no dialog with a status code)', async () => {
    const { user } = await openForm('/manage-car', {
      'POST /api/cars': {
        status: 409,
        body: { errors: [{ error: carMessages.registrationTaken, field: 'registrationNumber' }] },
      },
    });
    await fillValidForm(user);
    await user.upload(photoInput(), png('front.png'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Registration plate')).toHaveAccessibleDescription(carMessages.registrationTaken));
    await waitFor(() => expect(field('Registration plate')).toHaveFocus());
    expect(screen.queryByRole('dialog', { name: 'Oops...' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('409');
  });

  it('is "Update car" with carId: prefilled, keeps the photos not removed, sends PUT', async () => {
    const car = makeCar({
      id: 5,
      isExclusive: true,
      photoUrls: ['/api/cars/photos/5-0.png', '/api/cars/photos/5-1.png'],
      carFeatures: [FEATURES[1]!, FEATURES[2]!, FEATURES[4]!, FEATURES[6]!],
    });
    const { fetchMock, user, router } = await openForm('/manage-car?carId=5', {
      'GET /api/cars/5': { body: car },
      'PUT /api/cars/5': { body: car },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Update car' })).toBeInTheDocument();
    await waitFor(() => expect(field('Make')).toHaveValue('Volkswagen'));
    expect(field('City')).toHaveValue('1');
    expect(field('Seats')).toHaveValue(7);
    expect(field('Transmission')).toHaveValue('2');
    expect(field('Extras')).toHaveValue('Heated seats');
    expect(field('Is exclusive')).toHaveValue('true');
    expect(screen.getByRole('img', { name: 'Preview of photo 2' })).toHaveAttribute('src', '/api/cars/photos/5-1.png');

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.upload(photoInput(), png('new.png'));
    await user.clear(field('Model'));
    await user.type(field('Model'), 'Passat');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/all-cars'));
    // Call 0 is the GET that prefilled the form.
    expect(sentBody(fetchMock, '/api/cars/5', 1)).toMatchObject({
      id: 5,
      model: 'Passat',
      isExclusive: true,
      features: { seats: 7, doors: 4, transmission: 'Manual', extras: 'Heated seats' },
      photosBase64: ['/api/cars/photos/5-1.png', expect.stringMatching(/^data:image\/png;base64,/)],
    });
  });
});
