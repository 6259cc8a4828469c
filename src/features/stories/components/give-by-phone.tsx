import { useT } from '../../../lib/i18n/i18n';
import type { StoryPage as Story } from '../../../../contract/api/campaigns';

/**
 * The story's short number, and while it takes gifts, the code to dial on any
 * phone (no data, no smartphone): a tap opens the phone's dialler with it.
 */
export function GiveByPhone({ story }: { story: Pick<Story, 'short_number' | 'ussd_dial' | 'status'> }) {
  const t = useT();
  // A story saved on the phone before numbers existed has none to show.
  if (!story.short_number) return null;
  const dial = story.status === 'active' ? story.ussd_dial : null;
  return (
    <div className="give-by-phone">
      <p>
        {t('story.number')} <strong className="short-number">{story.short_number}</strong>
      </p>
      {dial && (
        <p>
          {t('story.dialHint')}{' '}
          <a className="dial-code" href={`tel:${encodeURIComponent(dial)}`}>
            {dial}
          </a>
        </p>
      )}
    </div>
  );
}
