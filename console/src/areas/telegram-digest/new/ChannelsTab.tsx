import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { renderText, type Text } from '../../../i18n/types';
import { ActionAlert } from '../../../shell/ActionAlert';
import { digestApi, type AvailableChannel } from '../shared/digest-api';
import { describeDigestError } from '../shared/digest-errors';
import { SourceList } from '../shared/SourceList';
import { SourceRow } from '../shared/SourceRow';
import { useLazyList } from '../shared/use-lazy-list';

type Search = { kind: 'none' } | { kind: 'searching'; query: string } | { kind: 'results'; query: string; channels: AvailableChannel[] } | { kind: 'failed'; message: Text };

interface Props {
  isChosen: (channel: AvailableChannel) => boolean;
  onAdd: (channel: AvailableChannel) => void;
}

/**
 * The 'Chats & Channels' tab (spec 2): the account's chats, or what a search found; an empty
 * search clears the results (spec 5). The list scrolls at about 16 rem (spec 9).
 */
export function ChannelsTab({ isChosen, onAdd }: Props) {
  const t = useT();
  const api = useApi();
  const { load, start } = useLazyList(digestApi.available);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ kind: 'none' });
  // Only the latest search may show its results.
  const round = useRef(0);
  useEffect(start, [start]);

  const clear = () => {
    round.current += 1;
    setSearch({ kind: 'none' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (text === '') return clear();
    const current = ++round.current;
    setSearch({ kind: 'searching', query: text });
    digestApi.search(api, text).then(
      (channels) => {
        if (current === round.current) setSearch({ kind: 'results', query: text, channels });
      },
      (error: unknown) => {
        if (current === round.current) setSearch({ kind: 'failed', message: describeDigestError(error) });
      },
    );
  };

  const shown = search.kind === 'results' ? search.channels : load.kind === 'ready' ? load.items : [];
  const listLabel = search.kind === 'results' ? t('telegramDigest.create.resultsFor', { query: search.query }) : t('telegramDigest.create.availableList');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={t('telegramDigest.create.search')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            if (event.target.value.trim() === '') clear();
          }}
          slotProps={{ htmlInput: { maxLength: 64 } }}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />} disabled={search.kind === 'searching'}>
          {t('telegramDigest.create.searchButton')}
        </Button>
      </Box>

      <Box role="status">
        {search.kind === 'searching' && <Typography color="text.secondary">{t('telegramDigest.create.searching')}</Typography>}
        {search.kind === 'results' && search.channels.length === 0 && <Typography color="text.secondary">{t('telegramDigest.create.noResults', { query: search.query })}</Typography>}
        {search.kind === 'none' && load.kind === 'loading' && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography color="text.secondary">{t('telegramDigest.create.loadingChannels')}</Typography>
          </Box>
        )}
        {search.kind === 'none' && load.kind === 'ready' && load.items.length === 0 && <Typography color="text.secondary">{t('telegramDigest.create.noChannels')}</Typography>}
      </Box>
      {search.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {t('telegramDigest.create.searchFailed', { message: renderText(t, search.message) })}
        </Alert>
      )}
      {search.kind === 'none' && load.kind === 'failed' && (
        <ActionAlert severity="error" actionLabel={t('telegramDigest.retry')} onAction={start}>
          {t('telegramDigest.create.loadFailed')}
        </ActionAlert>
      )}

      {shown.length > 0 && (
        <SourceList maxHeight="16rem" label={listLabel} testId="channel-list">
          {shown.map((channel) => (
            <SourceRow key={channel.id} source={{ kind: 'channel', channel }} chosen={isChosen(channel)} onAdd={() => onAdd(channel)} />
          ))}
        </SourceList>
      )}
    </Box>
  );
}
