/**
 * What a visitor typed into a page drawn ahead of the app (prerendered or rendered by the server, decision 009),
 * handed to the app once it has taken the page over.
 *
 * Hydration keeps the fields' DOM values, but the forms' state starts from the server's values, and the first
 * re-render (Mantine gives every field a new id right after mounting) writes that state back into the fields: an
 * e-mail typed on a slow phone vanished, and the form then said it was missing. So the values are read before
 * hydration, and told to the app afterwards the way the browser tells it about typing — an `input` event (a `click`
 * for a checkbox) — so each form stores them through its own onChange.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs a person does not type into or tick (buttons are pressed: scripts/prerender.mjs's boot script keeps those). */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the field shows something other than the HTML drew (the `value`/`checked`/`selected` attributes). */
function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

export interface EarlyInput {
  /** What each field the visitor changed held last: read before hydration, then at each change until the replay. */
  typed: Map<Field, { value: string; checked: boolean }>;
  /** The fields changed once hydration had begun: React has seen a click there, but maybe not all the typing. */
  changedLater: Set<Field>;
  stop: () => void;
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const stateOf = (field: Field) => ({ value: field.value, checked: (field as HTMLInputElement).checked });

/**
 * Reads what the visitor has typed or ticked so far, and goes on reading while React hydrates: a key pressed in that
 * moment makes React hydrate at once and adopt the text as it is, so no onChange tells the form about it.
 * Call just before `hydrateRoot`.
 */
export function recordEarlyInput(root: HTMLElement): EarlyInput {
  const typed: EarlyInput['typed'] = new Map();
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    if (isChanged(field)) typed.set(field, stateOf(field));
  }
  const changedLater = new Set<Field>();
  /**
   * The re-render that follows hydration writes the form's state back into the fields without an event: a visitor
   * still typing in a field went on from the wiped text, and an e-mail typed on a slow phone became its last two
   * letters. The browser announces each key with `beforeinput` while the field still shows what it held; when that is
   * not the text last read there, it was wiped, and it is put back for the key to land after.
   */
  const putBack = ({ target }: Event) => {
    if (!isField(target) || target instanceof HTMLSelectElement || isCheckable(target)) return;
    const last = typed.get(target);
    if (last && target.value !== last.value) target.value = last.value;
  };
  const record = ({ target }: Event) => {
    if (!isField(target)) return;
    typed.set(target, stateOf(target));
    changedLater.add(target);
  };
  root.addEventListener('input', record, true);
  root.addEventListener('change', record, true);
  root.addEventListener('beforeinput', putBack, true);
  const stop = () => {
    root.removeEventListener('input', record, true);
    root.removeEventListener('change', record, true);
    root.removeEventListener('beforeinput', putBack, true);
  };
  return { typed, changedLater, stop };
}

/**
 * A combobox reads typed text as one of its options (Mantine's Select picks the option with that label when the text
 * arrives while it is not focused, as from autofill): its options must be there first.
 */
export const needsOptions = (early: EarlyInput): boolean =>
  [...early.typed.keys()].some((field) => field.getAttribute('role') === 'combobox');

/**
 * Sets a field's value as typing does. React reports a change only when the value differs from the last one it saw
 * (it watches the element's `value` property), and the field may already show the text: the property is first set to
 * something else through that watch, then to the text past it, as Testing Library does.
 */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Tells the app, which has taken the page over, what the visitor typed before; what it already knows is left alone. */
export function replayEarlyInput(early: EarlyInput): void {
  early.stop();
  for (const [field, last] of early.typed) {
    if (!field.isConnected || field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      // React sees every change event of a select, hydrated or hydrating.
      if (early.changedLater.has(field)) continue;
      field.value = last.value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (isCheckable(field)) {
      // A tick from before hydration is clicked again, from what the app drew; a later one is left as it is.
      if (early.changedLater.has(field) || (field.type === 'radio' && !last.checked)) continue;
      field.checked = !last.checked;
      field.click();
    } else if (last.value !== field.defaultValue) {
      // React keeps a controlled field's `value` attribute equal to its state: this text is not in the form yet.
      type(field, last.value);
    }
  }
}
