import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { emailField, requiredText } from '../../shared/form-fields';
import { useSchemaForm } from './useSchemaForm';

const schema = z.object({ name: requiredText('Name', 20), email: emailField(), consent: z.boolean() });
const EMPTY = { name: '', email: '', consent: false };
const loadSchema = () => Promise.resolve(schema);

/** A change event of a real input, as React hands it over. */
function change(value: string, type = 'text') {
  const input = document.createElement('input');
  input.type = type;
  if (type === 'checkbox') input.checked = value === 'on';
  else input.value = value;
  return { nativeEvent: new Event('change'), currentTarget: input };
}

describe('useSchemaForm', () => {
  it('checks a field when it loses focus and clears its problem when it changes', async () => {
    const { result } = renderHook(() => useSchemaForm(loadSchema, EMPTY));
    await act(() => result.current.loadRules());
    const form = () => result.current.form;
    act(() => form().getInputProps('name').onBlur());
    expect(form().getInputProps('name').error).toBe('Name is required');
    // Only the field that lost focus is flagged.
    expect(form().getInputProps('email').error).toBeUndefined();
    act(() => form().getInputProps('name').onChange(change('Ada')));
    expect(form().getInputProps('name')).toMatchObject({ value: 'Ada', error: undefined });
    act(() => form().getInputProps('name').onBlur());
    expect(form().errors).toEqual({});
  });

  it('loads the rules on submit and submits the values only when nothing is flagged', async () => {
    const handler = vi.fn();
    const load = vi.fn(loadSchema);
    const { result } = renderHook(() => useSchemaForm(load, EMPTY));
    const form = () => result.current.form;
    // Nothing loads with the page.
    expect(load).not.toHaveBeenCalled();
    const preventDefault = vi.fn();
    act(() => result.current.onSubmit(handler)({ preventDefault } as never));
    expect(preventDefault).toHaveBeenCalled();
    await waitFor(() => expect(form().errors).toEqual({ name: 'Name is required', email: 'Enter a valid email' }));
    expect(handler).not.toHaveBeenCalled();

    act(() => form().getInputProps('name').onChange(change('Ada')));
    act(() => form().getInputProps('email').onChange(change('ada@example.com')));
    act(() => form().getInputProps('consent', { type: 'checkbox' }).onChange(change('on', 'checkbox')));
    expect(form().getInputProps('consent', { type: 'checkbox' })).toMatchObject({ checked: true });
    act(() => result.current.onSubmit(handler)());
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(handler.mock.calls[0]?.[0]).toEqual({ name: 'Ada', email: 'ada@example.com', consent: true });
    // The rules loaded once for the two submits.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks values set in the same event (a scanned badge), takes the API’s errors and resets', async () => {
    const { result } = renderHook(() => useSchemaForm(loadSchema, EMPTY));
    await act(() => result.current.loadRules());
    const form = () => result.current.form;
    act(() => {
      form().setValues({ name: 'Ada', email: 'not an address' });
      expect(form().validate()).toEqual({ hasErrors: true, errors: { email: 'Enter a valid email' } });
    });
    expect(form().values).toEqual({ name: 'Ada', email: 'not an address', consent: false });
    act(() => form().setErrors({ name: 'Taken', email: '' }));
    expect(form().getInputProps('name').error).toBe('Taken');
    expect(form().getInputProps('email').error).toBeFalsy();
    act(() => form().reset());
    expect(form().values).toEqual(EMPTY);
    expect(form().errors).toEqual({});
  });

  it('flags nothing until the rules have loaded', async () => {
    let resolve: (rules: typeof schema) => void = () => {};
    const { result } = renderHook(() => useSchemaForm(() => new Promise((r) => (resolve = r)), EMPTY));
    const loaded = result.current.loadRules();
    act(() => void result.current.form.validate());
    expect(result.current.form.errors).toEqual({});
    resolve(schema);
    await act(() => loaded);
    act(() => void result.current.form.validate());
    expect(Object.keys(result.current.form.errors)).toEqual(['name', 'email']);
  });

  it('loads the rules on a field’s first focus and checks the fields left before they arrived', async () => {
    let resolve: (rules: typeof schema) => void = () => {};
    const load = vi.fn(() => new Promise<typeof schema>((r) => (resolve = r)));
    const { result } = renderHook(() => useSchemaForm(load, EMPTY));
    const form = () => result.current.form;
    act(() => form().getInputProps('name').onFocus());
    act(() => form().getInputProps('name').onBlur());
    act(() => form().getInputProps('email').onFocus());
    expect(load).toHaveBeenCalledTimes(1);
    expect(form().errors).toEqual({});
    resolve(schema);
    // The field left is flagged once the rules are there; the one still being filled in is not.
    await waitFor(() => expect(form().errors).toEqual({ name: 'Name is required' }));
    expect(form().isTouched('email')).toBe(true);
  });

  it('submits unchecked when the rules fail to load, and loads them again next time', async () => {
    const handler = vi.fn();
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(loadSchema);
    const { result } = renderHook(() => useSchemaForm(load, EMPTY));
    act(() => result.current.onSubmit(handler)());
    // The API checks what the form could not: its field errors land on the form.
    await waitFor(() => expect(handler).toHaveBeenCalledWith(EMPTY));
    act(() => result.current.onSubmit(handler)());
    await waitFor(() => expect(result.current.form.errors).toHaveProperty('name', 'Name is required'));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
