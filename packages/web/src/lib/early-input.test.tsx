import { act } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { recordEarlyInput, replayEarlyInput } from './early-input';

/** What the form holds, as its onChange handlers stored it. */
let state: { email: string; remember: boolean; plan: string };
let changes: string[];

/**
 * A form of controlled fields that re-renders right after hydration, as Mantine's fields do (each takes a new id in a
 * layout effect): the re-render writes the form's state back into the fields.
 */
function Form() {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  const [plan, setPlan] = useState('basic');
  const [id, setId] = useState('server');
  useLayoutEffect(() => setId('browser'), []);
  state = { email, remember, plan };
  return (
    <form id={id}>
      <input
        aria-label="Email"
        value={email}
        onChange={(event) => {
          changes.push(`email=${event.target.value}`);
          setEmail(event.target.value);
        }}
      />
      <input aria-label="Password" type="password" value="" onChange={() => changes.push('password')} />
      <input
        aria-label="Remember me"
        type="checkbox"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <select aria-label="Plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
        <option value="basic">Basic</option>
        <option value="gold">Gold</option>
      </select>
    </form>
  );
}

let root: Root | undefined;

/** The server's HTML on screen, before any script. */
function drawHtml(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  changes = [];
  return container;
}

const field = (container: HTMLElement, label: string) =>
  container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;

/** Typing as the browser reports it: the value changes, then an `input` event. */
function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** One key as the browser handles it: `beforeinput` while the field shows the text before it, then the text and `input`. */
function press(input: HTMLInputElement, key: string) {
  input.dispatchEvent(
    new InputEvent('beforeinput', { bubbles: true, cancelable: true, inputType: 'insertText', data: key }),
  );
  type(input, input.value + key);
}

async function hydrate(container: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('early input', () => {
  it('without it, the first re-render after hydration wipes what was typed', async () => {
    const container = drawHtml();
    field(container, 'Email').value = 'early@example.com';
    await hydrate(container);
    expect(field(container, 'Email').value).toBe('');
    expect(state.email).toBe('');
  });

  it('hands what was typed, ticked and chosen before hydration to the form', async () => {
    const container = drawHtml();
    field(container, 'Email').value = 'early@example.com';
    field(container, 'Remember me').checked = true;
    container.querySelector('select')!.value = 'gold';
    const early = recordEarlyInput(container);
    await hydrate(container);

    act(() => replayEarlyInput(early));
    expect(state).toEqual({ email: 'early@example.com', remember: true, plan: 'gold' });
    expect(field(container, 'Email').value).toBe('early@example.com');
    expect(field(container, 'Remember me').checked).toBe(true);
  });

  it('keeps reading while React hydrates, and hands over the text last shown', async () => {
    const container = drawHtml();
    field(container, 'Email').value = 'ear';
    const early = recordEarlyInput(container);
    // Keys pressed after the reading, as while React hydrates: it takes the text in as the field's start, no change.
    type(field(container, 'Email'), 'early@example.com');
    await hydrate(container);
    expect(state.email).toBe('');

    act(() => replayEarlyInput(early));
    expect(state.email).toBe('early@example.com');
  });

  it('puts back the text the re-render wiped while the visitor was still typing in that field', async () => {
    const container = drawHtml();
    const email = field(container, 'Email');
    const early = recordEarlyInput(container);
    for (const key of 'early@example.c') press(email, key);
    await hydrate(container);
    // Without the putting back, the next keys would start from the wiped field: "om".
    act(() => {
      press(email, 'o');
      press(email, 'm');
    });
    expect(email.value).toBe('early@example.com');

    act(() => replayEarlyInput(early));
    expect(state.email).toBe('early@example.com');
    expect(email.value).toBe('early@example.com');
  });

  it('leaves alone the fields the visitor did not change, and those the app already knows', async () => {
    const container = drawHtml();
    const early = recordEarlyInput(container);
    await hydrate(container);
    // Typed once the app had taken the page over: React stored it.
    act(() => type(field(container, 'Email'), 'late@example.com'));
    expect(changes).toEqual(['email=late@example.com']);

    act(() => replayEarlyInput(early));
    expect(changes).toEqual(['email=late@example.com']);
    expect(state).toEqual({ email: 'late@example.com', remember: false, plan: 'basic' });
  });
});
