import { ActionIcon, Button as MantineButton, type ButtonProps as MantineButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';

export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link' | 'premium';
export type ButtonSize = 'default' | 'small' | 'large' | 'icon';

const VARIANTS: Record<ButtonVariant, Pick<MantineButtonProps, 'variant' | 'color' | 'gradient'>> = {
  default: { variant: 'filled' },
  destructive: { variant: 'filled', color: 'red.8' },
  outline: { variant: 'outline' },
  secondary: { variant: 'light' },
  ghost: { variant: 'subtle' },
  link: { variant: 'transparent' },
  premium: { variant: 'gradient', gradient: { from: 'brand.8', to: 'indigo.8', deg: 120 } },
};

const SIZES: Record<Exclude<ButtonSize, 'icon'>, MantineButtonProps['size']> = {
  default: 'md',
  small: 'sm',
  large: 'lg',
};

type Polymorphic<C extends ElementType> = {
  component?: C;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children?: ReactNode;
  loading?: boolean;
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
} & Omit<ComponentPropsWithoutRef<C>, 'color' | 'size' | 'children'>;

/**
 * The site's one button: the spec's variants (default, destructive, outline, secondary, ghost, link, premium)
 * and sizes (default, small, large, icon) mapped onto Mantine. An icon button needs an aria-label.
 */
export function Button<C extends ElementType = 'button'>({
  variant = 'default',
  size = 'default',
  children,
  ...rest
}: Polymorphic<C>) {
  const look = VARIANTS[variant];
  if (size === 'icon') {
    return (
      <ActionIcon size="lg" variant={look.variant} color={look.color} gradient={look.gradient} {...(rest as object)}>
        {children}
      </ActionIcon>
    );
  }
  return (
    <MantineButton {...look} size={SIZES[size]} td={variant === 'link' ? 'underline' : undefined} {...(rest as object)}>
      {children}
    </MantineButton>
  );
}
