import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { ACTION_TYPES, CONDITION_OPS, FEED_LABELS, type FeedRule, type RuleAction, type RuleAttributes, type RuleCondition, type RuleFeed } from './types';

export interface RuleEditorDialogProps {
  /** The rule edited (the dialog is mounted per rule, so it starts from it). */
  rule: FeedRule;
  attributes: RuleAttributes | undefined;
  lookupTables: string[];
  onSave: (rule: FeedRule) => void;
  onClose: () => void;
}

type Match = 'all' | 'any';

const NO_VALUE = new Set(['is_empty', 'not_empty']);

const choices = (values: readonly string[]) =>
  values.map((value) => (
    <MenuItem key={value} value={value}>
      {value}
    </MenuItem>
  ));

/** The condition's value as typed: the list of `in` comma-separated. */
const valueText = (c: RuleCondition) => (Array.isArray(c.value) ? c.value.join(', ') : (c.value ?? ''));

function conditionWithValue(c: RuleCondition, text: string): RuleCondition {
  if (c.op === 'in') return { ...c, value: text.split(',').map((v) => v.trim()).filter(Boolean) };
  return { ...c, value: text };
}

function ActionFields({ action, feed, attributes, lookupTables, onChange }: { action: RuleAction; feed: RuleFeed; attributes: RuleAttributes | undefined; lookupTables: string[]; onChange: (a: RuleAction) => void }) {
  const writable = (feed === 'products' ? attributes?.products_writable : attributes?.current_writable) ?? [];
  const readable = (feed === 'products' ? attributes?.products_readable : attributes?.current_readable) ?? [];
  const text = (key: 'value' | 'find' | 'pattern', label: string, helperText?: string) => (
    <TextField size="small" label={label} value={action[key] ?? ''} onChange={(e) => onChange({ ...action, [key]: e.target.value })} helperText={helperText} sx={{ flex: 1, minWidth: 180 }} />
  );
  if (action.type === 'exclude') return null;
  return (
    <>
      <TextField select size="small" label="Attribute" value={action.attribute ?? ''} onChange={(e) => onChange({ ...action, attribute: e.target.value })} sx={{ minWidth: 180 }}>
        {choices(writable)}
      </TextField>
      {(action.type === 'set' || action.type === 'append' || action.type === 'prepend') && text('value', 'Value', 'Text, or a template like {brand} {title}')}
      {action.type === 'copy' && (
        <TextField select size="small" label="From" value={action.from ?? ''} onChange={(e) => onChange({ ...action, from: e.target.value })} sx={{ minWidth: 180 }}>
          {choices(readable)}
        </TextField>
      )}
      {action.type === 'replace' && (
        <>
          {text('find', 'Find')}
          {text('value', 'Replace with')}
        </>
      )}
      {action.type === 'regex_replace' && (
        <>
          {text('pattern', 'Pattern', 'RE2 regular expression')}
          {text('value', 'Replace with', '$1 for a group')}
        </>
      )}
      {action.type === 'lookup' && (
        <>
          <TextField select size="small" label="Table" value={action.table ?? ''} onChange={(e) => onChange({ ...action, table: e.target.value })} sx={{ minWidth: 160 }}>
            {choices(lookupTables)}
          </TextField>
          <TextField select size="small" label="Look up" value={action.from ?? action.attribute ?? ''} onChange={(e) => onChange({ ...action, from: e.target.value })} sx={{ minWidth: 180 }}>
            {choices(readable)}
          </TextField>
        </>
      )}
      {action.type === 'truncate' && (
        <TextField size="small" type="number" label="Characters" value={action.length ?? ''} onChange={(e) => onChange({ ...action, length: e.target.value === '' ? undefined : Number(e.target.value) })} sx={{ width: 140 }} />
      )}
    </>
  );
}

/** Whether an action lacks what it needs to run; the list would otherwise say "shorten to undefined characters". */
function incomplete(action: RuleAction): boolean {
  if (action.type === 'exclude') return false;
  if (!action.attribute) return true;
  if (action.type === 'truncate') return !action.length || action.length < 1;
  if (action.type === 'copy') return !action.from;
  if (action.type === 'replace') return !action.find;
  if (action.type === 'regex_replace') return !action.pattern;
  if (action.type === 'lookup') return !action.table;
  return false;
}

/** Edits one rule: name, feed, the condition (all or any of attribute, operator, value) and the actions. */
export function RuleEditorDialog({ rule, attributes, lookupTables, onSave, onClose }: RuleEditorDialogProps) {
  const [draft, setDraft] = useState<FeedRule>(rule);

  const match: Match = draft.condition?.any ? 'any' : 'all';
  const conditions = draft.condition?.all ?? draft.condition?.any ?? [];
  const readable = (draft.feed === 'products' ? attributes?.products_readable : attributes?.current_readable) ?? [];
  const setConditions = (list: RuleCondition[], as: Match = match) => setDraft({ ...draft, condition: list.length ? { [as]: list } : null });
  const setCondition = (i: number, c: RuleCondition) => setConditions(conditions.map((old, j) => (j === i ? c : old)));
  const setAction = (i: number, a: RuleAction) => setDraft({ ...draft, actions: draft.actions.map((old, j) => (j === i ? a : old)) });

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{rule.name ? `Edit rule: ${rule.name}` : 'New rule'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2}>
            <TextField label="Name" size="small" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} sx={{ flex: 1 }} />
            <TextField select size="small" label="Feed" value={draft.feed} onChange={(e) => setDraft({ ...draft, feed: e.target.value as RuleFeed, condition: null, actions: [{ type: 'set' }] })} sx={{ width: 200 }}>
              {(Object.keys(FEED_LABELS) as RuleFeed[]).map((feed) => (
                <MenuItem key={feed} value={feed}>
                  {FEED_LABELS[feed]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2">When</Typography>
            <TextField select size="small" value={match} onChange={(e) => setConditions(conditions, e.target.value as Match)} aria-label="Match" sx={{ width: 200 }}>
              <MenuItem value="all">all of these hold</MenuItem>
              <MenuItem value="any">any of these holds</MenuItem>
            </TextField>
            <Typography variant="body2" color="text.secondary">
              {conditions.length ? '' : '(no condition: every item)'}
            </Typography>
          </Stack>
          {conditions.map((c, i) => (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="rule-condition">
              <TextField select size="small" label="Attribute" value={c.attribute} onChange={(e) => setCondition(i, { ...c, attribute: e.target.value })} sx={{ minWidth: 180 }}>
                {choices(readable)}
              </TextField>
              <TextField select size="small" label="Operator" value={c.op} onChange={(e) => setCondition(i, conditionWithValue({ ...c, op: e.target.value as RuleCondition['op'] }, valueText(c)))} sx={{ minWidth: 220 }}>
                {CONDITION_OPS.map(([op, label]) => (
                  <MenuItem key={op} value={op}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
              {!NO_VALUE.has(c.op) && <TextField size="small" label="Value" value={valueText(c)} onChange={(e) => setCondition(i, conditionWithValue(c, e.target.value))} sx={{ flex: 1 }} />}
              <IconButton aria-label="Remove condition" onClick={() => setConditions(conditions.filter((_, j) => j !== i))}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Button startIcon={<AddIcon />} onClick={() => setConditions([...conditions, { attribute: readable[0] ?? 'title', op: 'equals', value: '' }])} sx={{ alignSelf: 'flex-start' }}>
            Add condition
          </Button>
          <Typography variant="subtitle2">Then</Typography>
          {draft.actions.map((a, i) => (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }} data-testid="rule-action">
              <TextField select size="small" label="Action" value={a.type} onChange={(e) => setAction(i, { type: e.target.value as RuleAction['type'], attribute: a.attribute })} sx={{ minWidth: 200 }}>
                {ACTION_TYPES.map(([type, label]) => (
                  <MenuItem key={type} value={type}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
              <ActionFields action={a} feed={draft.feed} attributes={attributes} lookupTables={lookupTables} onChange={(next) => setAction(i, next)} />
              <IconButton aria-label="Remove action" disabled={draft.actions.length === 1} onClick={() => setDraft({ ...draft, actions: draft.actions.filter((_, j) => j !== i) })}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Button startIcon={<AddIcon />} onClick={() => setDraft({ ...draft, actions: [...draft.actions, { type: 'set' }] })} sx={{ alignSelf: 'flex-start' }}>
            Add action
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!draft.name.trim() || draft.actions.some(incomplete)} onClick={() => onSave({ ...draft, name: draft.name.trim() })}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
