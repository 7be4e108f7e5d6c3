import type { FieldErrors } from '@assay/shared/contracts/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

type ValidationIssue = { instancePath: string; message?: string | undefined };

function toFieldErrors(issues: ValidationIssue[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = path || (context === 'body' ? 'body' : (context ?? 'request'));
    (errors[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

function describe(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return 'The request is not valid';
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!path && context === 'body') return 'The request body must be a JSON object with the expected fields';
  const message = first.message ?? 'Invalid value';
  return path && /^(Invalid|Expected|Too|Unrecognized)/i.test(message) ? `${path}: ${message}` : message;
}

/** Every failure leaves as the same envelope; only AppErrors and client errors show their message. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        data: null,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as ValidationIssue[];
      return reply.status(400).send({
        success: false,
        message: describe(issues, error.validationContext),
        data: null,
        errors: toFieldErrors(issues, error.validationContext),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty; send a JSON object'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type; send application/json'
              : error.message;
      return reply.status(status).send({ success: false, message, data: null });
    }
    req.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ success: false, message: 'Something went wrong on our side. Please try again.', data: null });
  });
}
