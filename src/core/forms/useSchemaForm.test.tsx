import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { emailField, requiredText } from '../../shared/form-fields';
import { useSchemaForm } from './useSchemaForm';

const schema = z.object({ name: requiredText('Name', 20), email: emailField(), consent: z.boolean() });
const EMPTY = { name: '', email: '', consent: false };

/** A change event of a real input, as React hands it over. */
function change(value: string, type = 'text') {
  const input = document.createElement('input');
  input.type = type;
  if (type === 'checkbox') input.checked = value === 'on';
  else input.value = value;
  return { nativeEvent: new Event('change'), currentTarget: input };
}

describe('useSchemaForm', () => {
  it('checks a field when it loses focus and clears its problem when it changes', () => {
    const { result } = renderHook(() => useSchemaForm(schema, EMPTY));
    act(() => result.current.getInputProps('name').onBlur());
    expect(result.current.getInputProps('name').error).toBe('Name is required');
    // Only the field that lost focus is flagged.
    expect(result.current.getInputProps('email').error).toBeUndefined();
    act(() => result.current.getInputProps('name').onChange(change('Ada')));
    expect(result.current.getInputProps('name')).toMatchObject({ value: 'Ada', error: undefined });
    act(() => result.current.getInputProps('name').onBlur());
    expect(result.current.errors).toEqual({});
  });

  it('submits the values only when nothing is flagged', () => {
    const handler = vi.fn();
    const { result } = renderHook(() => useSchemaForm(schema, EMPTY));
    const preventDefault = vi.fn();
    act(() => result.current.onSubmit(handler)({ preventDefault } as never));
    expect(preventDefault).toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'Name is required', email: 'Enter a valid email' });

    act(() => result.current.getInputProps('name').onChange(change('Ada')));
    act(() => result.current.getInputProps('email').onChange(change('ada@example.com')));
    act(() => result.current.getInputProps('consent', { type: 'checkbox' }).onChange(change('on', 'checkbox')));
    expect(result.current.getInputProps('consent', { type: 'checkbox' })).toMatchObject({ checked: true });
    act(() => result.current.onSubmit(handler)());
    expect(handler.mock.calls[0]?.[0]).toEqual({ name: 'Ada', email: 'ada@example.com', consent: true });
  });

  it('checks values set in the same event (a scanned badge), takes the API’s errors and resets', () => {
    const { result } = renderHook(() => useSchemaForm(schema, EMPTY));
    act(() => {
      result.current.setValues({ name: 'Ada', email: 'not an address' });
      expect(result.current.validate()).toEqual({ hasErrors: true, errors: { email: 'Enter a valid email' } });
    });
    expect(result.current.values).toEqual({ name: 'Ada', email: 'not an address', consent: false });
    act(() => result.current.setErrors({ name: 'Taken', email: '' }));
    expect(result.current.getInputProps('name').error).toBe('Taken');
    expect(result.current.getInputProps('email').error).toBeFalsy();
    act(() => result.current.reset());
    expect(result.current.values).toEqual(EMPTY);
    expect(result.current.errors).toEqual({});
  });

  it('flags nothing until rules given by a getter have loaded', () => {
    const loaded: { rules?: typeof schema } = {};
    const { result } = renderHook(() => useSchemaForm(() => loaded.rules, EMPTY));
    act(() => void result.current.validate());
    expect(result.current.errors).toEqual({});
    loaded.rules = schema;
    act(() => void result.current.validate());
    expect(Object.keys(result.current.errors)).toEqual(['name', 'email']);
  });
});
