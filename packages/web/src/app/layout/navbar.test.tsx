import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../lib/session';
import { mockApi, sentBody } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { adminToken, customerToken } from '../../test/tokens';

const nav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;

function linkNames(): string[] {
  return Array.from(nav().querySelectorAll('a, button')).map((el) => el.textContent?.trim() ?? '');
}

describe('Navbar: the links and menu each kind of visitor gets', () => {
  it('shows guests Home, Discount plans, Login and Register', async () => {
    mockApi();
    renderApp('/discount-plans');
    await screen.findByRole('heading', { name: 'Discount plans' });
    expect(linkNames()).toEqual(['Home', 'Discount plans', 'Login', 'Register']);
  });

  it('shows customers their links and "Ask for help", without admin tools', async () => {
    mockApi();
    startSession(customerToken());
    renderApp('/discount-plans');
    await screen.findByRole('heading', { name: 'Discount plans' });
    expect(linkNames()).toEqual(['Home', 'Discount plans', 'All auctions', 'My profile', 'Ask for help', 'Logout']);
  });

  it('gives admins the "Admin tools" menu with every entry', async () => {
    mockApi();
    startSession(adminToken());
    renderApp('/discount-plans');
    await screen.findByRole('heading', { name: 'Discount plans' });
    // The admin tools are downloaded for admins only, so they appear a moment after the page.
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Admin tools' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Create car',
      'Create Discount plan',
      'Create auction',
      'All cars',
      'All payments',
      'All support messages',
      'Statistics',
      'Fleet calendar',
      'Audit log',
      'Deployments',
      'Prepared Search',
      'Create city',
    ]);
    const prepared = screen.getByRole('menuitem', { name: 'Prepared Search' }).getAttribute('href') ?? '';
    const query = new URL(prepared, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ fromCity: '1', toCity: '2', fromTime: '10:00', toTime: '10:00' });
    expect(query.get('fromDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sends an "Ask for help" message and confirms it', async () => {
    const fetchMock = mockApi({
      'POST /api/messages': { status: 201, body: { id: 1, messageContent: 'Where is my car?', answerContent: null } },
    });
    startSession(customerToken());
    renderApp('/discount-plans');
    await screen.findByRole('heading', { name: 'Discount plans' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ask for help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for help' });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required!')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/How can we help you/), 'Where is my car?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message has been sent!')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/messages')).toEqual({ messageContent: 'Where is my car?' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('confirms an "Ask for help" sent from the phone menu, which closes before the message goes', async () => {
    mockApi({
      'POST /api/messages': { status: 201, body: { id: 2, messageContent: 'Child seat?', answerContent: null } },
    });
    startSession(customerToken());
    renderApp('/discount-plans');
    await screen.findByRole('heading', { name: 'Discount plans' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Wayfare' });
    await user.click(within(drawer).getByRole('button', { name: 'Ask for help' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await user.type(await screen.findByLabelText(/How can we help you/), 'Child seat?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message has been sent!')).toBeInTheDocument();
  });
});
