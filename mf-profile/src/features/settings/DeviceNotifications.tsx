import { eventBus } from '@dating/web';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const permissionNow = (): NotificationPermission | null =>
  typeof Notification === 'undefined' ? null : Notification.permission;

/**
 * Notifications on this device, beside the notification settings: the browser is asked only
 * from this button (the shell does it on 'push:enable'), never as a page opens. Nothing shows
 * once they are allowed, nor where the browser has none.
 */
export function DeviceNotifications() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(permissionNow);

  useEffect(() => {
    if (permission === null || !navigator.permissions) return;
    let status: PermissionStatus | undefined;
    const follow = () => setPermission(permissionNow());
    navigator.permissions
      .query({ name: 'notifications' })
      .then((answer) => {
        status = answer;
        status.addEventListener('change', follow);
      })
      .catch(() => {});
    return () => status?.removeEventListener('change', follow);
  }, [permission]);

  if (permission === null || permission === 'granted') return null;
  if (permission === 'denied') {
    return (
      <p className="settings-device-notifications">{t('settings.deviceNotifications.blocked')}</p>
    );
  }
  return (
    <div className="settings-device-notifications">
      <p>{t('settings.deviceNotifications.offer')}</p>
      <button
        type="button"
        className="dating-button dating-button--ghost"
        onClick={() => eventBus.emit('push:enable', undefined)}
      >
        {t('settings.deviceNotifications.allow')}
      </button>
    </div>
  );
}
