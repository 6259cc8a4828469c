/**
 * Every screen of SPEC.md §2, each loaded on demand so the first screen
 * downloads only itself and the chrome.
 */
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { lazyScreen } from './lazy-screen';

const HomePage = lazyScreen('src/features/pages/components/home-page.tsx', () => import('../features/pages/components/home-page'));
const HowItWorksPage = lazyScreen(
  'src/features/pages/components/how-it-works-page.tsx',
  () => import('../features/pages/components/how-it-works-page'),
);
const PrivacyPolicyPage = lazyScreen(
  'src/features/pages/components/privacy-policy-page.tsx',
  () => import('../features/pages/components/privacy-policy-page'),
);
const TermsOfServicePage = lazyScreen(
  'src/features/pages/components/terms-of-service-page.tsx',
  () => import('../features/pages/components/terms-of-service-page'),
);
const NotFoundPage = lazyScreen(
  'src/features/pages/components/not-found-page.tsx',
  () => import('../features/pages/components/not-found-page'),
);
const LoginPage = lazyScreen('src/features/auth/components/login-page.tsx', () => import('../features/auth/components/login-page'));
const RegisterPage = lazyScreen(
  'src/features/auth/components/register-page.tsx',
  () => import('../features/auth/components/register-page'),
);
const AuthCallbackPage = lazyScreen(
  'src/features/auth/components/auth-callback-page.tsx',
  () => import('../features/auth/components/auth-callback-page'),
);
const DashboardPage = lazyScreen(
  'src/features/dashboard/components/dashboard-page.tsx',
  () => import('../features/dashboard/components/dashboard-page'),
);
const BrowsePage = lazyScreen(
  'src/features/stories/components/browse-page.tsx',
  () => import('../features/stories/components/browse-page'),
);
const StoryPage = lazyScreen('src/features/stories/components/story-page.tsx', () => import('../features/stories/components/story-page'));
const CreatePage = lazyScreen('src/features/create/components/create-page.tsx', () => import('../features/create/components/create-page'));
const SuccessStoriesPage = lazyScreen(
  'src/features/stories/components/success-stories-page.tsx',
  () => import('../features/stories/components/success-stories-page'),
);
const PaymentPage = lazyScreen(
  'src/features/donate/components/payment-page.tsx',
  () => import('../features/donate/components/payment-page'),
);
const PaymentSuccessPage = lazyScreen(
  'src/features/donate/components/payment-success-page.tsx',
  () => import('../features/donate/components/payment-success-page'),
);
const PaymentCancelPage = lazyScreen(
  'src/features/donate/components/payment-cancel-page.tsx',
  () => import('../features/donate/components/payment-cancel-page'),
);
const AdminPage = lazyScreen('src/features/admin/components/admin-page.tsx', () => import('../features/admin/components/admin-page'));

/** The screens the server may render, to load ahead by their module name. */
export const serverScreens = [
  HomePage,
  BrowsePage,
  StoryPage,
  SuccessStoriesPage,
  HowItWorksPage,
  PrivacyPolicyPage,
  TermsOfServicePage,
  NotFoundPage,
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/campaigns" element={<BrowsePage />} />
        <Route path="/campaigns/:id" element={<StoryPage />} />
        <Route path="/create" element={<CreatePage />} />
        <Route path="/how-it-works" element={<HowItWorksPage />} />
        <Route path="/success-stories" element={<SuccessStoriesPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/terms-of-service" element={<TermsOfServicePage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/auth/verify" element={<AuthCallbackPage />} />
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="/payment" element={<PaymentPage />} />
        <Route path="/payment/success" element={<PaymentSuccessPage />} />
        <Route path="/payment/cancel" element={<PaymentCancelPage />} />
        <Route
          path="/dashboard"
          element={
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route
          path="/admin/*"
          element={
            <RequireAdmin>
              <AdminPage />
            </RequireAdmin>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
