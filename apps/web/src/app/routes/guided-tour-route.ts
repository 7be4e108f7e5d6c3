export { GuidedTour as Component } from '@/features/auth';
