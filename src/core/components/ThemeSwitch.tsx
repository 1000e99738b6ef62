import { ActionIcon, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import classes from './ThemeSwitch.module.css';

const OPTIONS: Array<{ value: MantineColorScheme; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

function SchemeIcon({ scheme }: { scheme: MantineColorScheme }) {
  const common = {
    width: 20,
    height: 20,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    'aria-hidden': true,
  } as const;
  if (scheme === 'dark')
    return (
      <svg {...common}>
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    );
  if (scheme === 'light')
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    );
  return (
    <svg {...common}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  );
}

/**
 * Light, dark or system colour scheme; Mantine keeps the choice in localStorage. A small hand-made menu
 * (menu button pattern) rather than Mantine's Menu, whose positioning engine would add ~25 KB to every page.
 */
export function ThemeSwitch() {
  const { colorScheme: stored, setColorScheme } = useMantineColorScheme();
  // Prerendered HTML cannot know the visitor's stored choice: render 'System' until hydrated, then the choice.
  const colorScheme = useMounted() ? stored : 'auto';
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const current = OPTIONS.find((o) => o.value === colorScheme) ?? OPTIONS[2]!;

  useEffect(() => {
    if (!open) return;
    const index = Math.max(
      0,
      OPTIONS.findIndex((o) => o.value === colorScheme),
    );
    items.current[index]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
    // Focus moves only when the menu opens, not when the scheme changes while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) trigger.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = items.current.findIndex((item) => item === document.activeElement);
    const move = (to: number) => items.current[(to + OPTIONS.length) % OPTIONS.length]?.focus();
    if (event.key === 'Escape') close(true);
    else if (event.key === 'ArrowDown') move(focused + 1);
    else if (event.key === 'ArrowUp') move(focused - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(OPTIONS.length - 1);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={root} className={classes.root}>
      <ActionIcon
        ref={trigger}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={`Colour theme: ${current.label}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="theme-menu"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <SchemeIcon scheme={current.value} />
      </ActionIcon>
      {open && (
        <div id="theme-menu" role="menu" aria-label="Theme" className={classes.menu} onKeyDown={onMenuKey}>
          {OPTIONS.map((option, index) => (
            <button
              key={option.value}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              aria-current={option.value === colorScheme ? 'true' : undefined}
              tabIndex={-1}
              className={classes.item}
              onClick={() => {
                setColorScheme(option.value);
                close(true);
              }}
            >
              <SchemeIcon scheme={option.value} />
              {option.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
