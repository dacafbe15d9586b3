import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderPage } from '../../test/render';
import type { FileValue } from './file-field';
import { FormInput } from './form-input';

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

function Files({ multiple, initial = [] }: { multiple?: boolean; initial?: FileValue[] }) {
  const [value, setValue] = useState<FileValue[]>(initial);
  return <FormInput kind="file" label="Photos" multiple={multiple} value={value} onChange={setValue} />;
}

function City() {
  const [value, setValue] = useState('');
  return (
    <FormInput
      kind="dropdown"
      label="City"
      placeholder="-- Select a City --"
      items={[
        { id: 1, name: 'Berlin' },
        { id: 2, name: 'Munich' },
      ]}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('FormInput', () => {
  beforeEach(() => {
    mockApi();
    // jsdom has no object URLs; the previews only need some URL.
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:preview') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  });

  it('renders a text field wired like a Mantine input, with its error', () => {
    renderPage(<FormInput label="Make" value="VW" onChange={() => {}} error="Make is required." />);
    expect(screen.getByLabelText('Make')).toHaveValue('VW');
    expect(screen.getByText('Make is required.')).toBeInTheDocument();
  });

  it('offers a dropdown of {id, name} items after an empty placeholder option', async () => {
    renderPage(<City />);
    const select = screen.getByRole('combobox', { name: 'City' });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', '-- Select a City --'],
      ['1', 'Berlin'],
      ['2', 'Munich'],
    ]);
    expect(select).toHaveValue('');
    const user = userEvent.setup();
    await user.selectOptions(select, 'Munich');
    expect(select).toHaveValue('2');
    await user.selectOptions(select, '-- Select a City --');
    expect(select).toHaveValue('');
  });

  it('adds picked files to a multiple file field, previews each and removes one', async () => {
    renderPage(<Files multiple initial={['/api/cars/photos/1-0.png']} />);
    const user = userEvent.setup();
    await user.upload(fileInput(), [png('front.png'), png('back.png')]);

    const previews = screen.getByRole('list', { name: 'Photos: chosen files' });
    expect(
      within(previews)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Preview of photo 1', 'Preview of front.png', 'Preview of back.png']);
    expect(screen.getByRole('img', { name: 'Preview of photo 1' })).toHaveAttribute('src', '/api/cars/photos/1-0.png');
    expect(screen.getByRole('img', { name: 'Preview of front.png' })).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(screen.queryByRole('img', { name: 'Preview of front.png' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('replaces the file of a single file field', async () => {
    renderPage(<Files />);
    const user = userEvent.setup();
    await user.upload(fileInput(), png('one.png'));
    await user.upload(fileInput(), png('two.png'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Preview of two.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photos' })).toHaveTextContent('1 file chosen');
  });
});
