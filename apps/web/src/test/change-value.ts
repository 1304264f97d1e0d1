import { fireEvent } from '@testing-library/react';

/**
 * Sets a form control's value as a person does: an `input` event, then `change` (a browser fires both
 * when a field is typed in and left, or an option is chosen). Preact, like the DOM, calls a text field's
 * onChange on `input` and a select's on `change` (docs/decisions/032); React on either.
 */
export function changeValue(control: HTMLElement, value: string): void {
  fireEvent.input(control, { target: { value } });
  fireEvent.change(control);
}
