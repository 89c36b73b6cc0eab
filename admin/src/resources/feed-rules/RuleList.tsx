import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { ruleSummary } from './rule-summary';
import { FEED_LABELS, type FeedRule } from './types';

export interface RuleListProps {
  rules: FeedRule[];
  readOnly: boolean;
  onChange: (rules: FeedRule[]) => void;
  onEdit: (index: number) => void;
}

const moved = (rules: FeedRule[], from: number, to: number) => {
  const next = [...rules];
  const [rule] = next.splice(from, 1);
  next.splice(to, 0, rule);
  return next;
};

/** The draft's rules in the order they run, each with move up and down, enable, edit and remove. */
export function RuleList({ rules, readOnly, onChange, onEdit }: RuleListProps) {
  if (rules.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        No rules yet: the feeds send every value as imported.
      </Typography>
    );
  }
  return (
    <List dense aria-label="Rules in order">
      {rules.map((rule, i) => (
        <ListItem
          key={`${rule.name}-${i}`}
          divider
          data-testid="feed-rule"
          secondaryAction={
            <Stack direction="row" spacing={0.5}>
              <IconButton aria-label={`Move ${rule.name} up`} disabled={readOnly || i === 0} onClick={() => onChange(moved(rules, i, i - 1))}>
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton aria-label={`Move ${rule.name} down`} disabled={readOnly || i === rules.length - 1} onClick={() => onChange(moved(rules, i, i + 1))}>
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton aria-label={`Edit ${rule.name}`} disabled={readOnly} onClick={() => onEdit(i)}>
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton aria-label={`Remove ${rule.name}`} disabled={readOnly} onClick={() => onChange(rules.filter((_, j) => j !== i))}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          }
          sx={{ pr: 22 }}
        >
          <Switch
            size="small"
            checked={rule.enabled !== false}
            disabled={readOnly}
            onChange={(e) => onChange(rules.map((r, j) => (j === i ? { ...r, enabled: e.target.checked } : r)))}
            slotProps={{ input: { 'aria-label': `Enable ${rule.name}` } }}
          />
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>
                  {i + 1}. {rule.name}
                </span>
                <Chip size="small" label={FEED_LABELS[rule.feed]} />
                {rule.enabled === false && <Chip size="small" label="Disabled" />}
              </Stack>
            }
            secondary={ruleSummary(rule)}
            sx={{ opacity: rule.enabled === false ? 0.6 : 1 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
