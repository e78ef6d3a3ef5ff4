import { Link } from 'react-router';
import { REGISTRATION_COPY } from '../../content/registrationCopy.ts';
import { REGISTRATION_PRIVACY_ID } from '../../content/registrationPrivacy.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';

/** The link from a guardian's page to the privacy notice's part on registrations. */
export function GuardianPrivacyLink() {
  const siteHref = useSiteHref();
  const copy = useLocalized(REGISTRATION_COPY);
  return (
    <p>
      <Link to={siteHref(`${routes.privacy.getHref()}#${REGISTRATION_PRIVACY_ID}`)}>
        {copy.consent.link}
      </Link>
    </p>
  );
}
