import type { AdminData, AdminDataResponse } from '@dating/contract';
import { callApi } from '@dating/web';
import { useEffect, useState } from 'react';

/**
 * The admin data a visitor's page shows (the social provider, the app stores), asked without RTK
 * Query: the login page starts without it (session/signIn.ts). Nothing until it answers, and
 * nothing on a failure: the page shows what it can without it.
 */
export function useVisitorAdminData(): AdminData | undefined {
  const [adminData, setAdminData] = useState<AdminData>();
  useEffect(() => {
    let mounted = true;
    void callApi({ call: 'admindatas', method: 'GET' }, { session: null }).then((answer) => {
      if (mounted && 'data' in answer) setAdminData((answer.data as AdminDataResponse).result);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return adminData;
}
