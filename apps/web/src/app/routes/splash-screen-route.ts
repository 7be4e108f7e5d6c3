export { SplashScreen as Component } from '@/features/auth';
