import type { MouseEventHandler } from 'react';

interface ShellButtonProps {
  label: string;
  icon?: string;
  outlined?: boolean;
  size?: 'small';
  className?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/**
 * A button of the always-loaded frame (top bar, home page) with PrimeReact's look (its theme's classes) but none of
 * its JavaScript, so the first page a visitor opens does not download the component library. Screens behind a route
 * use PrimeReact's Button.
 */
export const ShellButton = ({ label, icon, outlined, size, className, onClick }: ShellButtonProps) => (
  <button
    type="button"
    className={['p-button p-component', outlined && 'p-button-outlined', size === 'small' && 'p-button-sm', className].filter(Boolean).join(' ')}
    onClick={onClick}
  >
    {icon && <span className={`p-button-icon p-c p-button-icon-left ${icon}`} aria-hidden />}
    <span className="p-button-label p-c">{label}</span>
  </button>
);
