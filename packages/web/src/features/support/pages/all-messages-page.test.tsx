import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { mockApi, sentBody } from '../../../test/mock-api';
import { expectSentHome, renderApp } from '../../../test/render';
import { adminToken } from '../../../test/tokens';

const open = {
  id: 2,
  user: { id: 7, name: 'Cora Customer' },
  messageContent: 'Where is my car?',
  answerContent: null,
  createdOn: '2026-11-20T10:15:00',
};
const done = {
  id: 1,
  user: { id: 8, name: 'Dan Driver' },
  messageContent: 'Can I pay by card?',
  answerContent: 'Yes.',
  createdOn: '2026-11-19T08:00:00',
};

describe('/all-messages', () => {
  it('lists messages with the SPEC columns and disables Reply once answered', async () => {
    startSession(adminToken());
    mockApi({ 'GET /api/messages': { body: [open, done] } });
    renderApp('/all-messages');
    const table = await screen.findByRole('table', { name: 'All messages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'User', 'Question', 'Answer', 'Action']);
    const [, openRow, doneRow] = within(table).getAllByRole('row');
    expect(
      within(openRow!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2', 'Cora Customer', 'Where is my car?', '—', 'Reply']);
    expect(
      within(doneRow!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1', 'Dan Driver', 'Can I pay by card?', 'Yes.', 'Reply']);
    expect(within(openRow!).getByRole('button', { name: 'Reply to message #2' })).toBeEnabled();
    expect(within(doneRow!).getByRole('button', { name: 'Reply to message #1' })).toBeDisabled();
  });

  it('replies through the required "Message Reply: " prompt, confirms and reloads the list', async () => {
    startSession(adminToken());
    let answered = false;
    const fetchMock = mockApi({
      'GET /api/messages': () =>
        new Response(JSON.stringify([answered ? { ...open, answerContent: 'In the depot.' } : open]), {
          headers: { 'Content-Type': 'application/json' },
        }),
      'PUT /api/messages/2': () => {
        answered = true;
        return new Response(
          JSON.stringify({ id: 2, messageContent: open.messageContent, answerContent: 'In the depot.' }),
          {
            headers: { 'Content-Type': 'application/json' },
          },
        );
      },
    });
    renderApp('/all-messages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reply to message #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Reply: Where is my car?' });

    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('This field is required!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(within(dialog).getByLabelText('Answer'), 'In the depot.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply has been sent!')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/messages/2')).toEqual({ answerContent: 'In the depot.' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reply to message #2' })).toBeDisabled());
    expect(screen.getByRole('cell', { name: 'In the depot.' })).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    mockApi();
    await expectSentHome('/all-messages');
  });
});
