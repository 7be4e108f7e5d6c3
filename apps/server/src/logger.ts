import pino, { type DestinationStream, type Logger } from 'pino';
import { redactUrl } from './http/redact-url';

/** Secrets never reach the log: auth headers, cookies and any token or password field are censored. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers.refreshtoken',
        'req.headers["x-api-key"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.refreshToken',
        '*.apiKey',
        '*.secret',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
