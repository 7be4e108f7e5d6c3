import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@assay/shared/domain/constants';

export function notifySuccess(message: string, title = 'Success'): void {
  notifications.show({ title, message, color: 'teal', withCloseButton: true, autoClose: TOAST_AUTO_CLOSE_MS });
}

export function notifyError(message: string, title = 'Error'): void {
  notifications.show({ title, message, color: 'red', withCloseButton: true, autoClose: TOAST_AUTO_CLOSE_MS });
}
