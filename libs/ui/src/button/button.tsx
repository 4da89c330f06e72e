import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '../spinner/spinner.js';
import styles from './button.module.css';

/** The CTA styles of SPEC §2. */
export const buttonVariants = [
  'primary',
  'dark',
  'light',
  'simple-light',
  'transparent',
  'avis',
] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  fullWidth?: boolean;
}

/** The class names of a CTA, for anything that should look like one (a router link, an anchor). */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
}: ButtonStyleOptions = {}) {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * The class of a round 44 px button that holds only an icon (close, remove), named by its `aria-label`;
 * a surface sets `--icon-button-hover` for its hover background.
 */
export const iconButtonClassName = styles.icon;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  /** Shows a spinner and refuses clicks until the work it started is done. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  className,
  type = 'button',
  disabled,
  children,
  ...button
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, fullWidth });
  return (
    <button
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...button}
    >
      {children}
      {loading ? <Spinner size="small" /> : null}
    </button>
  );
}
