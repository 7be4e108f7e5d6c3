import { useLoaderData } from 'react-router';
import { TraceViewPage } from '@/features/traces';
import type { TraceViewLoaderData } from './evaluation-trace-view-loader';

export function Component() {
  const early = useLoaderData() as TraceViewLoaderData | undefined;
  return <TraceViewPage earlyTree={early ?? null} />;
}
