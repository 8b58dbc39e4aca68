import type { ComponentPropsWithRef, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary-800 text-white shadow-sm hover:bg-primary-700 active:bg-primary-900',
  accent: 'bg-accent-400 text-primary-900 shadow-sm hover:bg-accent-300 active:bg-accent-500',
  secondary:
    'border border-primary-300 bg-white text-primary-800 shadow-sm hover:border-primary-400 hover:bg-primary-50 active:bg-primary-100',
  ghost: 'text-primary-800 hover:bg-primary-50 active:bg-primary-100',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 py-2 text-base',
  lg: 'min-h-12 px-6 py-2.5 text-lg',
};

/** The classes of a button look, for the rare element that must look like a button but is neither. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: LookProps = {}): string {
  return [
    'inline-flex select-none items-center justify-center gap-2 rounded-lg font-semibold leading-tight',
    'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    fullWidth ? 'w-full' : '',
  ].join(' ');
}

export type ButtonProps = ComponentPropsWithRef<'button'> & LookProps & { loading?: boolean };

/** At least 44 px tall; `loading` shows a spinner, sets aria-busy and disables the button. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className = '',
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`${buttonClasses({ variant, size, fullWidth })} ${className}`}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}

export type ButtonLinkProps = LinkProps & LookProps & { ref?: Ref<HTMLAnchorElement> };

/** A router link that looks like a Button. */
export function ButtonLink({ variant, size, fullWidth, className = '', ...rest }: ButtonLinkProps) {
  return <Link className={`${buttonClasses({ variant, size, fullWidth })} ${className}`} {...rest} />;
}
