/**
 * Screens of the spec that later versions build. Each says plainly what will be there, so nothing
 * pretends to work. A screen leaves this list when its feature lands.
 */
export const UNAVAILABLE_SCREENS = {
  datasetComparison: {
    title: 'Dataset comparison',
    description: 'Evaluation results of datasets will appear here side by side, metric by metric.',
  },
  evaluationByName: {
    title: 'Dataset comparison',
    description: 'The comparison of this evaluation with other runs of its dataset will appear here.',
  },
  guardrails: {
    title: 'Guardrails',
    description:
      'Guardrails will appear here: checks that screen model inputs and outputs, and where they are deployed.',
  },
  guardrailDeployment: {
    title: 'Guardrail deployment',
    description: 'The deployment of this guardrail, its checks and where it runs will appear here.',
  },
  customMetrics: {
    title: 'Custom metrics',
    description:
      'Custom metrics will appear here: multi-step metrics built from prompts and Python steps, with grading criteria and versions.',
  },
  customMetricEditor: {
    title: 'Custom metric editor',
    description: 'The steps, variables and grading criteria of this metric will appear here.',
  },
  finetuning: {
    title: 'Fine-tuning',
    description: 'Fine-tuning jobs will appear here: train models on your datasets and follow their progress.',
  },
  finetuningDetail: {
    title: 'Fine-tuning job',
    description: 'The details, progress and results of this fine-tuning job will appear here.',
  },
  deployment: {
    title: 'Deployment',
    description: 'Deployments will appear here: the guardrails and prompts of this project that serve live traffic.',
  },
  billingSuccess: {
    title: 'Billing',
    description: 'The confirmation of a payment will appear here once billing is part of this console.',
  },
  secrets: {
    title: 'Secrets',
    description: 'Secrets will appear here: values your custom metrics and rules can read without showing them.',
    isTab: true,
  },
  usageMetrics: {
    title: 'Usage metrics',
    description: 'Usage will appear here: model calls, tokens and cost per project and per person, with an export.',
    isTab: true,
  },
  billing: {
    title: 'Billing',
    description: 'Your plan, invoices and payment details will appear here.',
    isTab: true,
  },
} satisfies Record<string, { title: string; description: string; isTab?: boolean }>;

export type UnavailableScreen = keyof typeof UNAVAILABLE_SCREENS;
