import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { customerToken } from '../../../test/tokens';

describe('"Ask for help" dialog', () => {
  it('shows the customer their questions with the answers so far', async () => {
    mockApi({
      'GET /api/messages': {
        body: [
          {
            id: 2,
            user: { id: 7, name: 'Cora' },
            messageContent: 'Is there a child seat?',
            answerContent: null,
            createdOn: '2026-11-20T10:00:00',
          },
          {
            id: 1,
            user: { id: 7, name: 'Cora' },
            messageContent: 'Where is my car?',
            answerContent: 'In the depot.',
            createdOn: '2026-11-19T10:00:00',
          },
        ],
      },
    });
    startSession(customerToken());
    renderApp('/discount-plans');
    await screen.findByRole('heading', { name: 'Discount plans' });
    await userEvent.click(screen.getByRole('button', { name: 'Ask for help' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show your questions and answers' }));
    const section = await screen.findByRole('region', { name: 'Your questions' });
    expect(await within(section).findByText('Where is my car?')).toBeInTheDocument();
    expect(within(section).getByText('Answer: In the depot.')).toBeInTheDocument();
    expect(within(section).getByText('Not answered yet.')).toBeInTheDocument();
  });
});
