import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/LocaleProvider';

interface Props {
  disabled: boolean;
  onRecorded: (audio: Blob, name: string) => void;
  onError: (message: string) => void;
}

/** The formats Telegram's own clients send first; the browser records whichever it can. */
const FORMATS = ['audio/ogg;codecs=opus', 'audio/webm;codecs=opus', 'audio/webm'];

/** Records a voice message with the microphone (MediaRecorder); hidden where the browser cannot. */
export function VoiceRecorder({ disabled, onRecorded, onError }: Props) {
  const t = useT();
  const [seconds, setSeconds] = useState<number | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const keep = useRef(true);

  useEffect(() => () => recorder.current?.stream.getTracks().forEach((track) => track.stop()), []);
  useEffect(() => {
    if (seconds === null) return;
    const timer = setTimeout(() => setSeconds((s) => (s === null ? null : s + 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;

  const start = async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = FORMATS.find((f) => MediaRecorder.isTypeSupported(f));
      const rec = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      rec.ondataavailable = (event) => chunks.push(event.data);
      rec.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        const type = rec.mimeType || 'audio/webm';
        if (keep.current) onRecorded(new Blob(chunks, { type }), `voice.${type.includes('ogg') ? 'ogg' : 'webm'}`);
      };
      keep.current = true;
      recorder.current = rec;
      rec.start();
      setSeconds(0);
    } catch {
      onError(t('sandboxChat.microphoneDenied'));
    }
  };

  const stop = (send: boolean) => {
    keep.current = send;
    recorder.current?.stop();
    recorder.current = null;
    setSeconds(null);
  };

  if (seconds !== null) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography role="status" variant="body2" color="error">
          {t('sandboxChat.recording', { seconds })}
        </Typography>
        <Button size="small" variant="contained" startIcon={<StopIcon />} onClick={() => stop(true)}>
          {t('sandboxChat.stopRecording')}
        </Button>
        <Button size="small" onClick={() => stop(false)}>
          {t('sandboxChat.cancelRecording')}
        </Button>
      </Stack>
    );
  }
  return (
    <Tooltip title={t('sandboxChat.record')}>
      <span>
        <IconButton aria-label={t('sandboxChat.record')} onClick={() => void start()} disabled={disabled}>
          <MicIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
