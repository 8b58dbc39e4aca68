import type { ReactNode } from 'react';

/**
 * One option of a suggestion list under a text box (the city field, the member pickers, '@' mentions). A
 * press picks it without taking focus from the box (keyboard users pick with the arrows and Enter); the
 * pointer moving over it makes it the active one. `className` gets the active state to style.
 */
export function ListboxOption({
  id,
  active,
  onPick,
  onHover,
  className,
  children,
}: {
  id: string;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      onMouseDown={(e) => {
        e.preventDefault();
        onPick();
      }}
      onMouseMove={onHover}
      className={className}
    >
      {children}
    </div>
  );
}
