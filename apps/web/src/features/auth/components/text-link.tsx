import { Link, type LinkProps } from 'react-router';

/** An inline link that is still a 44 px tall touch target. */
export function TextLink({ className = '', ...props }: LinkProps) {
  return (
    <Link
      {...props}
      className={`inline-flex min-h-11 items-center rounded font-semibold text-primary-700 underline decoration-primary-300 underline-offset-4 hover:text-primary-900 hover:decoration-primary-700 ${className}`}
    />
  );
}
