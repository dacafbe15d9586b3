import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingFilterTexts } from '@wayfare/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, startSession } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken } from '../../../test/tokens';

let saved: { href: string; download: string }[];
beforeEach(() => {
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('/my-payments Export CSV', () => {
  it('downloads every payment as CSV with the bearer token, under the server’s file name', async () => {
    startSession(adminToken());
    const fetchMock = mockApi({
      'GET /api/payments/count': { body: 0 },
      'GET /api/payments/paged': { body: [] },
      'GET /api/payments/export.csv': () =>
        new Response('id,kind\r\n1,refund\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="wayfare-payments-2030-01-02.csv"',
          },
        }),
    });
    renderApp('/my-payments');
    await userEvent.click(await screen.findByRole('button', { name: bookingFilterTexts.exportCsv }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:csv', download: 'wayfare-payments-2030-01-02.csv' }]));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/payments/export.csv');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe(`Bearer ${getSession()?.token}`);
    const [blob] = vi.mocked(URL.createObjectURL).mock.calls[0] as unknown as [Blob];
    expect(await blob.text()).toBe('id,kind\r\n1,refund\r\n');
  });
});
