import { useId } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import type { TrendDay } from '../../../../contract/api/admin';

const width = 640;
const height = 180;
const pad = { top: 12, right: 8, bottom: 24, left: 8 };

type DayLabel = (date: string) => string;

/** Bars of money given per day, dots of stories submitted, the first and last days and the tallest bar's amount. */
function TrendSvg({ days, dayLabel, captionId }: { days: TrendDay[]; dayLabel: DayLabel; captionId: string }) {
  const { formats } = useI18n();
  const maxAmount = Math.max(1, ...days.map((d) => d.amount));
  const maxSubmitted = Math.max(1, ...days.map((d) => d.submitted));
  const slot = (width - pad.left - pad.right) / Math.max(1, days.length);
  const plot = height - pad.top - pad.bottom;
  const first = days[0];
  const last = days.at(-1);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={captionId} className="trend-svg">
      <line x1={pad.left} x2={width - pad.right} y1={height - pad.bottom} y2={height - pad.bottom} className="trend-axis" />
      {days.map((day, index) => {
        const barHeight = (day.amount / maxAmount) * plot;
        const x = pad.left + index * slot;
        return (
          <g key={day.date}>
            <rect
              x={x + slot * 0.15}
              width={Math.max(1, slot * 0.7)}
              y={height - pad.bottom - barHeight}
              height={barHeight}
              className="trend-bar"
            >
              <title>{`${dayLabel(day.date)}: ${formats.money(day.amount)} (${formats.count(day.donations)})`}</title>
            </rect>
            {day.submitted > 0 && (
              <circle cx={x + slot / 2} cy={height - pad.bottom - (day.submitted / maxSubmitted) * plot} r={3.5} className="trend-dot" />
            )}
          </g>
        );
      })}
      {first && (
        <text x={pad.left} y={height - 6} className="trend-label">
          {dayLabel(first.date)}
        </text>
      )}
      {last && (
        <text x={width - pad.right} y={height - 6} textAnchor="end" className="trend-label">
          {dayLabel(last.date)}
        </text>
      )}
      <text x={pad.left} y={pad.top} className="trend-label">
        {formats.money(maxAmount)}
      </text>
    </svg>
  );
}

/** The same figures as a table, day by day, folded away. */
function TrendTable({ days, dayLabel }: { days: TrendDay[]; dayLabel: DayLabel }) {
  const { t, formats } = useI18n();
  const columns = [
    'admin.trend.amount',
    'admin.trend.donations',
    'admin.trend.submitted',
    'admin.trend.signups',
    'admin.trend.reports',
  ] as const;
  return (
    <details>
      <summary>{t('admin.trend.table')}</summary>
      <div className="table-scroll" role="region" aria-label={t('admin.trend.table')} tabIndex={0}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.donations.date')}</th>
              {columns.map((column) => (
                <th key={column} scope="col" className="number">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                <td className="number">{formats.money(day.amount)}</td>
                <td className="number">{formats.count(day.donations)}</td>
                <td className="number">{formats.count(day.submitted)}</td>
                <td className="number">{formats.count(day.signups)}</td>
                <td className="number">{formats.count(day.reports)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * Money given per day as bars, stories submitted per day as dots: plain SVG,
 * no chart library. The same figures are in a table for screen readers.
 */
export function TrendChart({ days }: { days: TrendDay[] }) {
  const { t, lang, formats } = useI18n();
  const id = useId();
  const label = new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayLabel = (date: string) => label.format(new Date(`${date}T00:00:00Z`));
  const total = days.reduce((sum, d) => sum + d.amount, 0);
  const summary = t('admin.trend.summary', {
    amount: formats.money(total),
    days: days.length,
    donations: t('admin.trend.donationCount', { count: days.reduce((s, d) => s + d.donations, 0) }),
    submitted: t('admin.trend.submittedCount', { count: days.reduce((s, d) => s + d.submitted, 0) }),
  });

  return (
    <figure className="trend">
      <TrendSvg days={days} dayLabel={dayLabel} captionId={`${id}-caption`} />
      <figcaption id={`${id}-caption`}>{summary}</figcaption>
      <p className="trend-legend">
        <span className="key key-bar" aria-hidden="true" /> {t('admin.trend.amount')} <span className="key key-dot" aria-hidden="true" />{' '}
        {t('admin.trend.submitted')}
      </p>
      <TrendTable days={days} dayLabel={dayLabel} />
    </figure>
  );
}
