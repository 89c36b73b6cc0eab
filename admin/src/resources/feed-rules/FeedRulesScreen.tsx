import { useEffect, useState } from 'react';
import { useCan, useCustom, useCustomMutation, useInvalidate, useList } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { failureToast, successToast } from '../../providers/notifications';
import { LookupTables, LOOKUPS } from './LookupTables';
import { PreviewPanel } from './PreviewPanel';
import { RuleEditorDialog } from './RuleEditorDialog';
import { RuleList } from './RuleList';
import { VersionHistory } from './VersionHistory';
import { WriteButton } from './WriteButton';
import { FEED_LABELS, type FeedRule, type LookupTable, type RuleAttributes, type RuleFeed, type RulesActivation, type RulesDraft, type RulesPreview, type RulesVersionPage } from './types';

const FEEDS = Object.keys(FEED_LABELS) as RuleFeed[];
const NEW_RULE: FeedRule = { name: '', feed: 'products', enabled: true, condition: null, actions: [{ type: 'set', attribute: 'title', value: '' }] };

/** What activating would do, one sentence per feed that has rules. */
function activationMessage(previews: Array<[RuleFeed, RulesPreview]>): string {
  if (previews.length === 0) return 'The draft has no enabled rules: activating turns every rule off, and the feeds send the values as imported.';
  return previews
    .map(([feed, p]) => {
      const attributes = Object.entries(p.by_attribute).map(([attribute, n]) => `${attribute} ${n.toLocaleString()}`).join(', ');
      return `${FEED_LABELS[feed]}: ${p.changed.toLocaleString()} of ${p.total.toLocaleString()} items change${attributes ? ` (${attributes})` : ''} and ${p.excluded.toLocaleString()} are left out.`;
    })
    .join(' ');
}

/**
 * Feed Rules: the draft rule set in order (move, enable, edit), a dry run over a whole feed, activation
 * after a confirmation that states the counts, the lookup tables and the version history with restore.
 * Nothing reaches a feed before an activation.
 */
export function FeedRulesScreen() {
  const draftQuery = useCustom<RulesDraft>({ url: '/feed-rules/draft', method: 'get' });
  const versionsQuery = useCustom<RulesVersionPage>({ url: '/feed-rules/versions', method: 'get', config: { query: { limit: 50 } } });
  // A resource of its own, so a lookup upload reloads the tables alone, not the draft being edited.
  const lookups = useList<LookupTable>({ resource: LOOKUPS, meta: { path: 'feed-rules/lookups' }, pagination: { mode: 'off' } }).result.data;
  const attributesQuery = useCustom<RuleAttributes>({ url: '/feed-rules/attributes', method: 'get' });
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const readOnly = useCan({ resource: 'feed-rules/draft', action: 'put' }).data?.can === false;
  const saved = draftQuery.result?.data?.rules;

  const [rules, setRules] = useState<FeedRule[]>([]);
  const [editing, setEditing] = useState<{ index: number; rule: FeedRule } | null>(null);
  const [feed, setFeed] = useState<RuleFeed>('products');
  const [preview, setPreview] = useState<{ feed: RuleFeed; result: RulesPreview } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  useEffect(() => setRules(saved ?? []), [saved]);

  const dirty = saved !== undefined && JSON.stringify(saved) !== JSON.stringify(rules);
  const busy = mutation.isPending;
  // Every call's failure is one toast with the server's reason; `success` words the toast of a write that has one.
  const call = async <T,>(url: string, method: 'put' | 'post', values: object = {}, success?: (answer: T) => string) =>
    (
      await mutateAsync({
        url,
        method,
        values,
        successNotification: (answer) => (success && answer ? successToast(success(answer.data as unknown as T)) : false),
        errorNotification: failureToast(),
      })
    ).data as unknown as T;
  // The draft, the versions and the lookup tables are read again after a write that changes them.
  const reread = () => invalidate({ invalidates: ['all'] });

  const saveDraft = async () => {
    if (!dirty) return;
    await call<RulesDraft>('/feed-rules/draft', 'put', { rules });
    await reread();
  };
  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch {
      // The failed call's toast has said why.
    }
  };
  const previewOf = async (target: RuleFeed) => call<RulesPreview>('/feed-rules/draft/preview', 'post', { feed: target });

  const runPreview = () =>
    run(async () => {
      await saveDraft();
      setPreview({ feed, result: await previewOf(feed) });
    });
  const askActivation = () =>
    run(async () => {
      await saveDraft();
      const used = FEEDS.filter((f) => rules.some((rule) => rule.feed === f && rule.enabled !== false));
      const previews: Array<[RuleFeed, RulesPreview]> = [];
      for (const f of used) previews.push([f, await previewOf(f)]);
      setConfirming(activationMessage(previews));
    });
  const activate = () =>
    run(async () => {
      setConfirming(null);
      await call<RulesActivation>('/feed-rules/draft/activate', 'post', {}, ({ version }) => `Version ${version} is active`);
      await reread();
    });
  const restore = (version: number) =>
    run(async () => {
      await call<RulesActivation>(`/feed-rules/versions/${version}/restore`, 'post', {}, (restored) => `Version ${version} restored as version ${restored.version}`);
      setPreview(null);
      await reread();
    });

  const lookupNames = lookups.map((table) => table.name);

  return (
    <>
      <PageHeader
        title="Feed Rules"
        subtitle="Shape what the feeds send without importing again: edit the draft, preview it, then activate"
        actions={
          <>
            <WriteButton api="feed-rules/draft" method="put" startIcon={<AddIcon />} onClick={() => setEditing({ index: rules.length, rule: NEW_RULE })}>
              Add rule
            </WriteButton>
            <WriteButton api="feed-rules/draft" method="put" disabled={!dirty || busy} onClick={() => void run(saveDraft)}>
              Save draft
            </WriteButton>
            <WriteButton api="feed-rules/draft/activate" method="post" variant="contained" disabled={busy} onClick={() => void askActivation()}>
              Activate
            </WriteButton>
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Draft rules">
        <Typography variant="subtitle1">Draft rules, in the order they run</Typography>
        {dirty && (
          <Alert severity="info" sx={{ my: 1 }}>
            Unsaved changes: preview and activate save the draft first.
          </Alert>
        )}
        <RuleList rules={rules} readOnly={readOnly} onChange={setRules} onEdit={(index) => setEditing({ index, rule: rules[index] })} />
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <ToggleButtonGroup exclusive size="small" value={feed} onChange={(_e, next: RuleFeed | null) => next && setFeed(next)}>
            {FEEDS.map((f) => (
              <ToggleButton key={f} value={f}>
                {FEED_LABELS[f]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <WriteButton api="feed-rules/draft/preview" method="post" variant="outlined" disabled={busy} onClick={() => void runPreview()}>
            Preview
          </WriteButton>
        </Stack>
      </Paper>
      {preview && <PreviewPanel feed={preview.feed} preview={preview.result} />}
      <LookupTables tables={lookups} />
      <VersionHistory versions={versionsQuery.result?.data?.items ?? []} busy={busy} onRestore={(version) => void restore(version)} />
      {editing && (
        <RuleEditorDialog
          key={editing.index}
          rule={editing.rule}
          attributes={attributesQuery.result?.data}
          lookupTables={lookupNames}
          onClose={() => setEditing(null)}
          onSave={(rule) => {
            setRules(editing.index === rules.length ? [...rules, rule] : rules.map((r, i) => (i === editing.index ? rule : r)));
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Activate the draft rules"
        message={confirming ?? ''}
        confirmLabel="Activate"
        confirmColor="primary"
        busy={busy}
        onConfirm={() => void activate()}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
