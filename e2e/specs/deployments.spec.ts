import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { fakeRender, startFakeRender, type RunningFakeRender } from '../support/fake-render';
import { snap } from '../support/screenshots';
import { demo, loginAs } from '../support/session';

// The app server was started with RENDER_* pointing at this fake (playwright.config.ts); it asks on every request.
let render: RunningFakeRender;
test.beforeAll(async () => {
  render = await startFakeRender();
});
test.afterAll(() => render.close());

const row = (page: Page, name: 'Backend' | 'Frontend') => page.getByRole('row', { name: new RegExp(`^${name}`) });

test('admin controls the Render services: both rows, suspend the backend after confirming, start it again, "already running"', async ({
  page,
}) => {
  await loginAs(page, demo.admin);
  await page.goto('/deployments');
  await expect(page.getByRole('heading', { name: 'Deployments', exact: true })).toBeVisible();

  const backend = row(page, 'Backend');
  const frontend = row(page, 'Frontend');
  await expect(backend.getByText('ONLINE', { exact: true })).toBeVisible();
  await expect(frontend.getByText('ONLINE', { exact: true })).toBeVisible();
  await expect(backend.getByRole('cell', { name: '2026-11-20 10:04 UTC' })).toBeVisible();
  const open = backend.getByRole('link', { name: 'Open' });
  await expect(open).toHaveAttribute('href', fakeRender.backendUrl);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);
  await snap(page, 'admin-deployments');

  // Suspend asks first.
  await backend.getByRole('button', { name: 'Suspend' }).click();
  const confirm = page.getByRole('dialog', { name: 'Suspend the backend?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(backend.getByText('OFFLINE', { exact: true })).toBeVisible();
  await expect(frontend.getByText('ONLINE', { exact: true })).toBeVisible();
  expect(render.requests).toContain(`POST /v1/services/${fakeRender.backendServiceId}/suspend`);
  expect(render.services.get(fakeRender.backendServiceId)?.suspended).toBe('suspended');

  // Suspended: Suspend again only says so.
  await backend.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Backend service is already suspended')).toBeVisible();

  await backend.getByRole('button', { name: 'Start' }).click();
  await expect(backend.getByText('ONLINE', { exact: true })).toBeVisible();
  expect(render.requests).toContain(`POST /v1/services/${fakeRender.backendServiceId}/resume`);

  // Running: Start only says so, without asking Render.
  const posts = render.requests.filter((r) => r.startsWith('POST')).length;
  await backend.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Backend service is already running')).toBeVisible();
  expect(render.requests.filter((r) => r.startsWith('POST'))).toHaveLength(posts);
  await snap(page, 'admin-deployments-already-running');
});
