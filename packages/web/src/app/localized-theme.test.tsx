import { Drawer, Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render';
import { LocalizedTheme } from './localized-theme';

const both = (
  <LocalizedTheme>
    <Modal opened onClose={() => {}} title="Dialog">
      …
    </Modal>
    <Drawer opened onClose={() => {}} title="Drawer">
      …
    </Drawer>
  </LocalizedTheme>
);

describe('the close buttons of dialogs and drawers', () => {
  it('are named in German on a German page', async () => {
    mockApi();
    renderApp('/page', [{ path: '/page', element: both }], { locale: 'de' });
    expect(await screen.findAllByRole('button', { name: 'Schließen' })).toHaveLength(2);
  });

  it('are named in English on an English page', async () => {
    mockApi();
    renderApp('/page', [{ path: '/page', element: both }]);
    expect(await screen.findAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });
});
