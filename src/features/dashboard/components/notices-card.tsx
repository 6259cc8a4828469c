import { useState } from 'react';
import type { Choice, NoticePreferences } from '../../../../contract/api/notices';
import { kindChannels, noticeKinds, type NoticeChannel, type NoticeKind } from '../../../../contract/rules/notices';
import { readableError, type ReadableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { Spinner } from '../../../lib/spinner';
import { toast } from '../../../lib/toast';
import { ErrorNote } from '../../../lib/ui/error-note';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource } from '../../../lib/use-resource';
import { fetchNoticePreferences, saveNoticeChoices, sendTestNotice } from '../api';
import { NoticesHere } from './notices-here';
import { useNoticesT, type NoticesKey } from '../../../lib/notices/text';

/** Whether a channel can reach the person at all (an address, a number); the phone's choice stands for phones to come. */
const reachable = (reach: NoticePreferences['reach'], channel: NoticeChannel) => channel === 'push' || reach[channel];

/** One kind: its three channels, each a checkbox saved at once. */
function KindChoices({
  kind,
  prefs,
  saving,
  onChange,
}: {
  kind: NoticeKind;
  prefs: NoticePreferences;
  saving: boolean;
  onChange: (choice: Choice) => void;
}) {
  const n = useNoticesT();
  const enabled = (channel: NoticeChannel) => prefs.choices.find((c) => c.kind === kind && c.channel === channel)?.enabled ?? false;
  return (
    <fieldset className="notice-kind">
      <legend>{n(`notices.kind.${kind}` as NoticesKey)}</legend>
      <div className="notice-channels">
        {kindChannels[kind].map((channel) => (
          <label key={channel} className="check">
            <input
              type="checkbox"
              checked={enabled(channel) && reachable(prefs.reach, channel)}
              disabled={saving || !reachable(prefs.reach, channel)}
              onChange={(e) => onChange({ kind, channel, enabled: e.target.checked })}
            />
            {n(`notices.channel.${channel}` as NoticesKey)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Send me a test notice": one on every channel turned on, and which ones it went to. */
function TestNotice() {
  const t = useT();
  const n = useNoticesT();
  const [testing, setTesting] = useState(false);
  const [problem, setProblem] = useState<ReadableError | null>(null);
  const test = async () => {
    setTesting(true);
    setProblem(null);
    try {
      const { channels } = await sendTestNotice();
      if (channels.length === 0) toast.info(n('notices.testNone'));
      else toast.success(n('notices.testSent', { channels: channels.map((c) => n(`notices.channel.${c}` as NoticesKey)).join(', ') }));
    } catch (caught) {
      setProblem(readableError(caught, t));
    } finally {
      setTesting(false);
    }
  };
  return (
    <>
      <ErrorNote error={problem} />
      <p>
        <button type="button" className="btn btn-outline" disabled={testing} onClick={() => void test()}>
          {n('notices.test')}
        </button>
      </p>
    </>
  );
}

/**
 * "Notices": for each kind, which channels it uses (e-mail, SMS, this phone),
 * saved as each box is ticked; notices on this phone turned on or off; and
 * "Send me a test notice", to see them arrive.
 */
export function NoticesCard({ userId }: { userId: string }) {
  const t = useT();
  const n = useNoticesT();
  const prefs = useResource(`dashboard:notices:${userId}`, fetchNoticePreferences);
  const [shown, setShown] = useState<NoticePreferences | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<ReadableError | null>(null);
  const current = shown ?? prefs.data;

  /** The box shows the choice at once; the server's answer follows (and a failure puts the box back). */
  const choose = async (choice: Choice) => {
    if (!current) return;
    const before = current;
    setShown({
      ...current,
      choices: current.choices.map((c) => (c.kind === choice.kind && c.channel === choice.channel ? choice : c)),
    });
    setSaving(true);
    setProblem(null);
    try {
      setShown(await saveNoticeChoices([choice]));
      // What this phone keeps for next time (and offline) follows the saved choice.
      prefs.reload();
    } catch (caught) {
      setShown(before);
      setProblem(readableError(caught, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="notices-title" id="notices">
      <h2 id="notices-title">{n('notices.title')}</h2>
      <p className="muted">{n('notices.lead')}</p>
      <NoticesHere
        onChanged={() => {
          setShown(null);
          prefs.reload();
        }}
      />
      {!current ? (
        prefs.error ? (
          <LoadError error={prefs.error} onRetry={prefs.reload} />
        ) : (
          <Spinner size="small" />
        )
      ) : (
        <>
          {!current.reach.email && <p className="hint">{n('notices.noEmail')}</p>}
          {!current.reach.sms && <p className="hint">{n('notices.noPhone')}</p>}
          <div className="stack notice-kinds">
            {noticeKinds.map((kind) => (
              <KindChoices key={kind} kind={kind} prefs={current} saving={saving} onChange={(choice) => void choose(choice)} />
            ))}
          </div>
        </>
      )}
      <ErrorNote error={problem} />
      <TestNotice />
    </section>
  );
}
