import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PRIVACY_POLICY, REFUND_POLICY, SHIPPING_POLICY, TERMS } from '../content/policies.ts';
import { AccountLayout } from '../layouts/AccountLayout.tsx';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import AboutPage from '../pages/AboutPage.tsx';
import AddressPage from '../pages/AddressPage.tsx';
import ApexPage from '../pages/ApexPage.tsx';
import BenefitsPage from '../pages/BenefitsPage.tsx';
import CommunityPage from '../pages/CommunityPage.tsx';
import ContactPage from '../pages/ContactPage.tsx';
import CoursePage from '../pages/CoursePage.tsx';
import ExamStartPage from '../pages/ExamStartPage.tsx';
import HomePage from '../pages/HomePage.tsx';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import OrderSummaryPage from '../pages/OrderSummaryPage.tsx';
import PolicyPage from '../pages/PolicyPage.tsx';
import ServicesPage from '../pages/ServicesPage.tsx';
import WelcomePage from '../pages/WelcomePage.tsx';
import WorkPage from '../pages/WorkPage.tsx';
import { paths } from '../routes/paths.ts';

// Account pages load on demand: visitors to the content pages never download the form code.
const RegisterPage = lazy(() => import('../pages/RegisterPage.tsx'));
const EditProfilePage = lazy(() => import('../pages/EditProfilePage.tsx'));

/**
 * The route table. Content pages are imported eagerly so the prerenderer writes their full HTML;
 * the account pages sit in the bare layout (no header or footer, spec section 2).
 */
export const routes: RouteObject[] = [
  {
    element: <AccountLayout />,
    children: [
      { path: paths.register.path, element: <RegisterPage /> },
      { path: paths.login.path, element: <RegisterPage /> },
      { path: paths.editProfile.path, element: <EditProfilePage /> },
    ],
  },
  {
    element: <SiteLayout />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.work.path, element: <WorkPage /> },
      { path: paths.services.path, element: <ServicesPage /> },
      { path: paths.about.path, element: <AboutPage /> },
      { path: paths.community.path, element: <CommunityPage /> },
      { path: paths.contact.path, element: <ContactPage /> },
      { path: paths.apex.path, element: <ApexPage /> },
      { path: paths.beginner.path, element: <CoursePage level="beginner" /> },
      { path: paths.intermediate.path, element: <CoursePage level="intermediate" /> },
      { path: paths.expert.path, element: <CoursePage level="expert" /> },
      { path: paths.page1.path, element: <WelcomePage /> },
      { path: paths.page2.path, element: <BenefitsPage /> },
      { path: paths.page3.path, element: <ExamStartPage /> },
      { path: paths.orderSummary.path, element: <OrderSummaryPage /> },
      { path: paths.address.path, element: <AddressPage /> },
      { path: paths.terms.path, element: <PolicyPage document={TERMS} path={paths.terms.path} /> },
      {
        path: paths.privacy.path,
        element: <PolicyPage document={PRIVACY_POLICY} path={paths.privacy.path} />,
      },
      {
        path: paths.shipping.path,
        element: <PolicyPage document={SHIPPING_POLICY} path={paths.shipping.path} />,
      },
      {
        path: paths.refund.path,
        element: <PolicyPage document={REFUND_POLICY} path={paths.refund.path} />,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
