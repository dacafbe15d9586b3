import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../lib/session';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { adminToken, customerToken } from '../../test/tokens';

const question = {
  id: 2,
  user: { id: 7, name: 'Cora Customer' },
  messageContent: 'Wo ist mein Auto?',
  answerContent: null,
  createdOn: '2026-11-20T10:15:00',
};

describe('"Ask for help" in German', () => {
  it('asks, refuses an empty message, sends and confirms, in German', async () => {
    const fetchMock = mockApi({
      'POST /api/messages': { status: 201, body: { id: 1, messageContent: 'Wo ist mein Auto?', answerContent: null } },
      'GET /api/messages': { body: [{ ...question, answerContent: 'Im Depot.' }] },
    });
    startSession(customerToken());
    renderApp('/discount-plans', undefined, { locale: 'de' });
    const user = userEvent.setup();
    const [ask] = await screen.findAllByRole('button', { name: 'Hilfe anfragen' });
    await user.click(ask!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Hilfe anfragen' }));

    await user.click(dialog.getByRole('button', { name: 'Ihre Fragen und Antworten anzeigen' }));
    const mine = within(await dialog.findByRole('region', { name: 'Ihre Fragen' }));
    expect(await mine.findByText('Antwort: Im Depot.')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Senden' }));
    expect(await dialog.findByText('Dieses Feld ist erforderlich!')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Wie können wir Ihnen helfen/), 'Wo ist mein Auto?');
    await user.click(dialog.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Ihre Nachricht wurde gesendet!')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/api/messages') && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ messageContent: 'Wo ist mein Auto?' });
  });
});

describe('/all-messages in French', () => {
  it('names its columns and the reply prompt in French', async () => {
    startSession(adminToken());
    mockApi({ 'GET /api/messages': { body: [question] } });
    renderApp('/all-messages', undefined, { locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Tous les messages d’assistance' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tous les messages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Utilisateur', 'Question', 'Réponse', 'Action']);
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Répondre au message #2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Réponse au message\u00a0: Wo ist mein Auto?' }));
    expect(dialog.getByLabelText('Réponse')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Envoyer la réponse' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});
