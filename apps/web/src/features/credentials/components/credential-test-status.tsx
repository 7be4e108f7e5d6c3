import type { Credential } from '@assay/shared/contracts/credentials';
import { Badge, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../fns/format-date-time';

type CredentialTestStatusProps = Pick<Credential, 'lastTestedAt' | 'lastTestOk' | 'lastTestMessage'>;

/** The last connection test: whether it worked, the provider's own words, and when. */
export function CredentialTestStatus({ lastTestedAt, lastTestOk, lastTestMessage }: CredentialTestStatusProps) {
  if (!lastTestedAt || lastTestOk === null) {
    return (
      <Text size="sm" c="dimmed">
        Not tested yet
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={lastTestOk ? 'green' : 'red'}>
        {lastTestOk ? 'Connected' : 'Failed'}
      </Badge>
      {lastTestMessage && (
        <Text size="xs" lineClamp={3} title={lastTestMessage} style={{ overflowWrap: 'anywhere' }}>
          {lastTestMessage}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        <time dateTime={lastTestedAt}>{formatDateTime(lastTestedAt)}</time>
      </Text>
    </Stack>
  );
}
