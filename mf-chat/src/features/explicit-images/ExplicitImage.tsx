import { useSession } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { useShowExplicitMutation } from '../chat/chatApi';
import './explicitImage.css';

export interface ExplicitImageProps {
  chatId: number;
  src: string;
  alt: string;
}

/**
 * A received picture the detector found explicit, blurred with 'This image may be explicit.
 * View?'; View shows this chat's explicit pictures from then on (remembered by the server).
 */
export function ExplicitImage({ chatId, src, alt }: ExplicitImageProps) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const [showExplicit, { isLoading }] = useShowExplicitMutation();
  return (
    <div className="explicit-image" data-testid={TEST_IDS.explicitImage}>
      <img className="explicit-image__blurred" src={src} alt={alt} draggable={false} />
      <div className="explicit-image__notice">
        <p>{t('explicit.notice')}</p>
        <button
          type="button"
          className="dating-button"
          disabled={isLoading}
          onClick={() => void showExplicit({ memberId, chatId })}
        >
          {t('explicit.view')}
        </button>
      </div>
    </div>
  );
}
