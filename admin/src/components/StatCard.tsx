import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  icon?: ReactNode;
  /** Makes the card a button (e.g. a filter toggle). */
  onClick?: () => void;
  /** Highlights the card, e.g. when its filter is on. */
  selected?: boolean;
}

export function StatCard({ title, value, icon, onClick, selected = false }: StatCardProps) {
  const body = (
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {icon}
        <div>
          <Typography variant="body2" color="text.secondary">
            {title}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {value}
          </Typography>
        </div>
      </Stack>
    </CardContent>
  );
  return (
    <Card
      variant="outlined"
      aria-pressed={onClick ? selected : undefined}
      sx={{
        height: '100%',
        borderColor: selected ? 'primary.main' : undefined,
        bgcolor: selected ? 'action.selected' : undefined,
      }}
    >
      {onClick ? (
        <CardActionArea onClick={onClick} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
