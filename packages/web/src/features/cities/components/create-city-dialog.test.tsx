import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken } from '../../../test/tokens';

const KOLN = { city: 'Köln', lat: 50.93333, lon: 6.95 };
const created = { id: 3, name: 'Köln', lat: 50.93333, lon: 6.95, depoAddress: 'Trankgasse 11' };

/** Opens Admin tools → Create city on the home page, as an admin would. */
async function openFlow() {
  startSession(adminToken());
  renderApp('/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Admin tools' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Create city' }));
  await screen.findByRole('dialog', { name: 'Create city' });
  return user;
}

async function fillAndFind(user: ReturnType<typeof userEvent.setup>, name = 'koln', address = 'Trankgasse 11') {
  if (name) await user.type(screen.getByLabelText('City name'), name);
  if (address) await user.type(screen.getByLabelText('Depot address'), address);
  await user.click(screen.getByRole('button', { name: 'Find city' }));
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).includes(path) && (init?.method ?? 'GET') === method);

describe('Create city: name and depot, lookup, confirm, create; required fields; the Error dialog', () => {
  it.each([
    ['', ''],
    ['koln', ''],
    ['', 'Trankgasse 11'],
    ['   ', 'Trankgasse 11'],
  ])('asks for both fields (name %j, address %j) and sends nothing', async (name, address) => {
    const fetchMock = mockApi();
    const user = await openFlow();
    await fillAndFind(user, name, address);
    expect(await screen.findByRole('alert')).toHaveTextContent('Both fields are required!');
    expect(calls(fetchMock, 'GET', '/lookupCity')).toHaveLength(0);
  });

  it('stops on Cancel without a request', async () => {
    const fetchMock = mockApi();
    const user = await openFlow();
    await user.type(screen.getByLabelText('City name'), 'koln');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'GET', '/lookupCity')).toHaveLength(0);
  });

  it('stops silently when the lookup finds nothing', async () => {
    const fetchMock = mockApi({ 'GET /api/cities/lookupCity': { body: null } });
    const user = await openFlow();
    await fillAndFind(user, 'Xyzzyville');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'GET', '/lookupCity')).toHaveLength(1);
    expect(String(calls(fetchMock, 'GET', '/lookupCity')[0]?.[0])).toContain('cityName=Xyzzyville');
    expect(calls(fetchMock, 'POST', '/api/cities')).toHaveLength(0);
  });

  it('stops when the admin cancels the found city', async () => {
    const fetchMock = mockApi({ 'GET /api/cities/lookupCity': { body: KOLN } });
    const user = await openFlow();
    await fillAndFind(user);
    await screen.findByRole('dialog', { name: 'Confirm city' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'POST', '/api/cities')).toHaveLength(0);
  });

  it('creates the confirmed city, says so and reloads the city list', async () => {
    const fetchMock = mockApi({
      'GET /api/cities/lookupCity': { body: KOLN },
      'POST /api/cities': { status: 201, body: created },
    });
    const user = await openFlow();
    await fillAndFind(user, 'koln', '  Trankgasse 11 ');
    const confirm = await screen.findByRole('dialog', { name: 'Confirm city' });
    expect(confirm).toHaveTextContent('Create Köln (50.93, 6.95)?');
    const listLoads = calls(fetchMock, 'GET', '/api/cities').length;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('City has been created!')).toBeInTheDocument();
    const [post] = calls(fetchMock, 'POST', '/api/cities');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Köln',
      lat: 50.93333,
      lon: 6.95,
      depoAddress: 'Trankgasse 11',
    });
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/cities').length).toBeGreaterThan(listLoads));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [
      'the creation',
      {
        'GET /api/cities/lookupCity': { body: KOLN },
        'POST /api/cities': {
          status: 409,
          body: { errors: [{ error: 'A city with this name already exists', field: 'name' }] },
        },
      },
      'A city with this name already exists',
    ],
    [
      'the lookup',
      {
        'GET /api/cities/lookupCity': {
          status: 403,
          body: { errors: [{ error: 'You do not have permission to do this' }] },
        },
      },
      'You do not have permission to do this',
    ],
  ])('shows an "Error" dialog, not "Oops...", when %s fails', async (step, replies, message) => {
    mockApi(replies);
    const user = await openFlow();
    await fillAndFind(user);
    if (step === 'the creation') {
      await screen.findByRole('dialog', { name: 'Confirm city' });
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
    }
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(message);
    expect(screen.queryByText('Oops...')).not.toBeInTheDocument();
  });

  it('shows the network failure in the "Error" dialog too', async () => {
    mockApi({ 'GET /api/cities/lookupCity': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = await openFlow();
    await fillAndFind(user);
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent('Network error');
  });
});
