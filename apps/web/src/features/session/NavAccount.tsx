import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';

export interface NavAccountProps {
  /** Where it sits: the desktop bar or the mobile list. */
  variant: 'desktop' | 'mobile';
  /** Called when the user follows a link, so the nav can close its menus. */
  onNavigate: () => void;
}

/** Placeholder until the accounts issue: SignUp for everyone. The avatar menu replaces it. */
export function NavAccount({ onNavigate }: NavAccountProps) {
  return (
    <Link to={paths.register.getHref()} onClick={onNavigate}>
      SignUp
    </Link>
  );
}
