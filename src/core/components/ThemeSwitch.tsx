import { ActionIcon, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

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

/** Light, dark or system colour scheme; Mantine keeps the choice in localStorage. */
export function ThemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = OPTIONS.find((o) => o.value === colorScheme) ?? OPTIONS[2]!;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Colour theme: ${current.label}`}>
          <SchemeIcon scheme={current.value} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        {OPTIONS.map((option) => (
          <Menu.Item
            key={option.value}
            leftSection={<SchemeIcon scheme={option.value} />}
            onClick={() => setColorScheme(option.value)}
            aria-current={option.value === colorScheme ? 'true' : undefined}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
