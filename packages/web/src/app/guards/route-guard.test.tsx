import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../lib/session';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { adminToken, customerToken } from '../../test/tokens';

// The real route table, end to end: one route of each access kind (docs/product/screens-and-navigation.md#route-table).
describe('route guards in the route table', () => {
  it('sends an anonymous visitor from an admin route to the home page', async () => {
    mockApi();
    const { router } = renderApp('/statistics');
    expect(await screen.findByRole('heading', { name: 'Easy, Fast, Yours' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a customer away from admin routes but lets an admin in', async () => {
    mockApi();
    startSession(customerToken());
    const first = renderApp('/deployments');
    await screen.findByRole('heading', { name: 'Easy, Fast, Yours' });
    expect(first.router.state.location.pathname).toBe('/');
    first.unmount();

    startSession(adminToken());
    renderApp('/deployments');
    expect(await screen.findByRole('heading', { name: 'Deployments' })).toBeInTheDocument();
  });

  it('keeps admins out of the customer-only new booking page', async () => {
    mockApi();
    startSession(adminToken());
    const { router } = renderApp('/new-booking');
    await screen.findByRole('heading', { name: 'Easy, Fast, Yours' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a guest away from a logged-in route', async () => {
    mockApi();
    const { router } = renderApp('/my-profile');
    await screen.findByRole('heading', { name: 'Easy, Fast, Yours' });
    expect(router.state.location.pathname).toBe('/');
  });

  it("remembers the page a guest asked for: the navbar's Login and Register lead back to it", async () => {
    mockApi();
    const { router } = renderApp('/my-bookings?page=1');
    await screen.findByRole('heading', { name: 'Easy, Fast, Yours' });
    expect(router.state.location.pathname).toBe('/');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fmy-bookings%3Fpage%3D1',
    );
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?returnTo=%2Fmy-bookings%3Fpage%3D1',
    );
  });

  it('sends a logged-in visitor on /login to its returnTo, an app page only', async () => {
    mockApi();
    startSession(customerToken());
    const first = renderApp('/login?returnTo=%2Fmy-profile');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/my-profile'));
    first.unmount();
    const second = renderApp('/login?returnTo=%2F%2Fevil.example');
    await screen.findByRole('heading', { name: 'Easy, Fast, Yours' });
    expect(second.router.state.location.pathname).toBe('/');
  });

  it('sends a logged-in visitor away from the guests-only /login and /register', async () => {
    mockApi();
    startSession(customerToken());
    for (const url of ['/login', '/register']) {
      const { router, unmount } = renderApp(url);
      await screen.findByRole('heading', { name: 'Easy, Fast, Yours' });
      expect(router.state.location.pathname).toBe('/');
      unmount();
    }
  });

  it('shows the not-found page for /ping and for unknown paths', async () => {
    mockApi();
    renderApp('/ping');
    expect(
      await screen.findByRole('heading', { name: "Oops! The page you're looking for doesn't exist." }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('opens public pages to everyone', async () => {
    mockApi();
    renderApp('/discount-plans');
    expect(await screen.findByRole('heading', { name: 'Discount plans' })).toBeInTheDocument();
  });
});
