import type { ReactNode } from 'react';
import styles from './AvatarMenu.module.css';

export interface MenuItemButtonProps {
  /** Registers the item for the menu's arrow-key focus (its place in the menu's item list). */
  itemRef: (node: HTMLButtonElement | null) => void;
  /** While its action runs the item stays focusable but says it is unavailable. */
  busy: boolean;
  onActivate: () => void;
  children: ReactNode;
}

/** An action in the avatar menu: a menu item button, reached by arrow keys, never by Tab. */
export function MenuItemButton({ itemRef, busy, onActivate, children }: MenuItemButtonProps) {
  return (
    <button
      ref={itemRef}
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={styles.item}
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onActivate();
      }}
    >
      {children}
    </button>
  );
}
