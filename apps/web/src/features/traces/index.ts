export { AgenticTracingPage } from './components/agentic-tracing-page';
export { ChatViewPage } from './components/chat-view-page';
export { EvaluationPage } from './components/evaluation-page';
export { TraceByExternalIdPage } from './components/trace-by-external-id-page';
export { TraceViewPage } from './components/trace-view-page';
export { TREE_PAINTED_MARK } from './components/trace-tree';
