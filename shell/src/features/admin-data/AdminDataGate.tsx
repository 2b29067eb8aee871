import { LoadFailed, Loader } from '@dating/ui';
import { type AdminData } from '@dating/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminDataQuery } from './adminDataApi';

/** Renders its children with the admin data, a loader meanwhile, and a retry if it failed. */
export function AdminDataGate({ children }: { children: (adminData: AdminData) => ReactNode }) {
  const { t } = useTranslation();
  const { data, isLoading, refetch } = useAdminDataQuery();
  if (data) return children(data);
  if (isLoading) return <Loader label={t('remote.loading')} />;
  return (
    <LoadFailed
      text={t('adminData.loadFailed')}
      retryLabel={t('adminData.retry')}
      onRetry={() => void refetch()}
    />
  );
}
