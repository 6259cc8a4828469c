/**
 * Every screen of SPEC.md §2, each loaded on demand so the first screen
 * downloads only itself and the chrome.
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';

const HomePage = lazy(() => import('../features/pages/components/home-page'));
const HowItWorksPage = lazy(() => import('../features/pages/components/how-it-works-page'));
const PrivacyPolicyPage = lazy(() => import('../features/pages/components/privacy-policy-page'));
const TermsOfServicePage = lazy(() => import('../features/pages/components/terms-of-service-page'));
const NotFoundPage = lazy(() => import('../features/pages/components/not-found-page'));
const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const RegisterPage = lazy(() => import('../features/auth/components/register-page'));
const AuthCallbackPage = lazy(() => import('../features/auth/components/auth-callback-page'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const BrowsePage = lazy(() => import('../features/campaigns/components/browse-page'));
const StoryPage = lazy(() => import('../features/campaigns/components/story-page'));
const CreatePage = lazy(() => import('../features/create/components/create-page'));
const SuccessStoriesPage = lazy(() => import('../features/stories/components/success-stories-page'));
const PaymentPage = lazy(() => import('../features/donate/components/payment-page'));
const PaymentSuccessPage = lazy(() => import('../features/donate/components/payment-success-page'));
const PaymentCancelPage = lazy(() => import('../features/donate/components/payment-cancel-page'));
const AdminPage = lazy(() => import('../features/admin/components/admin-page'));

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
        <Route path="/dashboard" element={<RequireAuth><DashboardPage /></RequireAuth>} />
        <Route path="/admin/*" element={<RequireAdmin><AdminPage /></RequireAdmin>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
