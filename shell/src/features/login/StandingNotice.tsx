import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { selectStandingNotice, standingNoticeDismissed } from '../session/sessionSlice';

/**
 * Why a suspended or banned member was signed out or refused sign-in (the server's words, with
 * the reason and the end of a suspension): it stays until they dismiss it, unlike a form message.
 */
export function StandingNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectStandingNotice);
  if (!notice) return null;
  return (
    <div
      className="dating-form-message dating-form-message--error login__standing"
      role="alert"
      data-testid={TEST_IDS.standingNotice}
    >
      <p>{notice}</p>
      <button
        type="button"
        className="dating-button dating-button--ghost"
        onClick={() => dispatch(standingNoticeDismissed())}
      >
        {t('login.dismissNotice')}
      </button>
    </div>
  );
}
