export { AcceptSharePage } from './components/accept-share-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { GuidedTour } from './components/guided-tour';
export { LoginPage } from './components/login-page';
export { RequireAuth } from './components/require-auth';
export { ResetPasswordPage } from './components/reset-password-page';
export { SignupPage } from './components/signup-page';
export { SplashScreen } from './components/splash-screen';
export { VerifyEmailPage } from './components/verify-email-page';
export { endSession } from './fns/end-session';
export { logout } from './fns/logout';
export { useLogout } from './hooks/use-logout';
export {
  sessionStore,
  setRedirectionPage,
  startSession,
  useSession,
  watchSessionInOtherTabs,
  type SessionState,
  type UserData,
} from './stores/session-store';
