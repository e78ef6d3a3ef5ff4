import type { ReactNode } from 'react';

/**
 * What the header shows for the visitor's account, given where it sits and how to close the menus
 * when a link in it is followed. The layout supplies it, so shared components never reach a feature.
 */
export type AccountSlot = (variant: 'desktop' | 'mobile', onNavigate: () => void) => ReactNode;
