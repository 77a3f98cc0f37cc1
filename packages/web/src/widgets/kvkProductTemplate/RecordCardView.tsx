import { Anchor, Text } from '@mantine/core';
import type { Row } from '@grafiek/core';
import { useMemo, useState, type ReactNode } from 'react';
import { usePublish, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import { CellContent } from '../../kit/cells/CellContent';
import { watchImageFailure } from '../../kit/images/imageFailure';
import { pictureUrl } from '../../kit/images/sanitizeSvg';
import type { RecordCardSettings } from '.';
import { fieldLabel, isEmptyField, planCard, type CardPlan } from './recordCard';
import classes from './RecordCard.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'BBKVKProductTemplate';
/** Cards shown with "Every row" on; more would be a table's work. */
const MOST_CARDS = 100;

export default function RecordCardView({ settings, mode }: WidgetViewProps<RecordCardSettings>) {
  const { t } = useTranslation();
  const query = useWidgetQuery(settings.query, { source: SOURCE });
  const table = query.table;
  const { titleVariable, subtitleVariable, imageVariable, fieldOrder, replaceHeaderJSON } = settings;
  const plan = useMemo(
    () => (table ? planCard(table, { titleVariable, subtitleVariable, imageVariable, fieldOrder, replaceHeaderJSON }, t) : undefined),
    [table, titleVariable, subtitleVariable, imageVariable, fieldOrder, replaceHeaderJSON, t],
  );
  const publish = usePublish(SOURCE);
  const variable = settings.publishVariable;
  const onPublish = useMemo(() => (variable ? (uri: string) => publish(variable, uri) : undefined), [variable, publish]);

  if (!table || !plan || table.rows.length === 0 || (query.state !== 'ready' && query.state !== 'loading')) return <WidgetMessage query={query} texts={settings} />;
  const rows = settings.allRows ? table.rows.slice(0, MOST_CARDS) : table.rows.slice(0, 1);
  const left = table.rows.length - rows.length;
  return (
    <div className={classes.root}>
      {mode === 'edit' && plan.problems.map((problem) => (
        <WidgetProblem key={problem} size="xs">
          {problem}
        </WidgetProblem>
      ))}
      {rows.map((row, index) => (
        <RecordCard key={index} row={row} plan={plan} showEmpty={settings.showEmptyFields} onPublish={onPublish} />
      ))}
      {left > 0 && (
        <Text size="xs" c="dimmed" px="xs">
          {settings.allRows ? t('widget.kvkProductTemplate.moreRows', { count: left }) : t('widget.kvkProductTemplate.firstOf', { count: table.rows.length })}
        </Text>
      )}
    </div>
  );
}

interface RecordCardProps {
  row: Row;
  plan: CardPlan;
  showEmpty: boolean;
  onPublish: ((uri: string) => void) | undefined;
}

function RecordCard({ row, plan, showEmpty, onPublish }: RecordCardProps) {
  const cell = (column: number) => (column >= 0 ? row.cells[column] : undefined);
  const title = cell(plan.titleColumn);
  const subtitle = cell(plan.subtitleColumn);
  const uri = cell(plan.uriColumn)?.text ?? '';
  const titleText = title?.text.trim() || uri;
  const fields = plan.fields.filter((field) => showEmpty || !isEmptyField(field, row));
  // A title with conventions of its own (a link, an icon, HTML) is drawn as a cell; a plain one
  // publishes the record's ?uri.
  const styled = title !== undefined && title.text.trim() !== '' && Boolean(title.uri || title.url || title.icon || title.html);
  let heading: ReactNode = titleText;
  if (styled) heading = <CellContent cell={title} onPublish={onPublish} />;
  else if (uri && onPublish) {
    heading = (
      <Anchor component="button" type="button" className={classes.titleLink} onClick={() => onPublish(uri)} data-uri={uri}>
        {titleText}
      </Anchor>
    );
  }
  return (
    <article className={classes.card} aria-label={titleText || undefined}>
      {(titleText || plan.imageColumn >= 0) && (
        <header className={classes.header}>
          <CardPicture source={cell(plan.imageColumn)?.text ?? ''} alt={titleText} />
          <div className={classes.heading}>
            {titleText && <h3 className={classes.title}>{heading}</h3>}
            {subtitle && subtitle.text.trim() && (
              <div className={classes.subtitle}>
                <CellContent cell={subtitle} onPublish={onPublish} />
              </div>
            )}
          </div>
        </header>
      )}
      <dl className={classes.fields}>
        {fields.map((field) => {
          const value = row.cells[field.column];
          return (
            <div key={field.name} className={classes.field} data-field={field.name}>
              <dt className={classes.label}>{fieldLabel(field, row)}</dt>
              <dd className={classes.value}>
                {value && !isEmptyField(field, row) ? (
                  <>
                    <CellContent cell={value} onPublish={onPublish} />
                    {value.extra !== undefined && <span className={classes.extra}>{value.extra}</span>}
                  </>
                ) : (
                  '–'
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </article>
  );
}

/** The record's picture, if it has one that may be shown; a refused or broken one says why in its title. */
function CardPicture({ source, alt }: { source: string; alt: string }) {
  const { t } = useTranslation();
  const picture = useMemo(() => pictureUrl(source, t), [source, t]);
  const url = picture && 'url' in picture ? picture.url : null;
  const [failed, setFailed] = useState<string | null>(null);
  const watch = useMemo(() => watchImageFailure(() => setFailed(url)), [url]);
  if (picture && 'reason' in picture) {
    return (
      <Text size="xs" c="red.8" className={classes.noPicture} title={picture.reason}>
        {picture.reason}
      </Text>
    );
  }
  if (!url || failed === url) return null;
  return <img ref={watch} className={classes.picture} src={url} alt={alt ? `${alt} (picture)` : 'Picture'} data-card-picture />;
}
