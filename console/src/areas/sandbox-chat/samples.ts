import { HANDWRITING_MARKER, PICTURE_MARKER, pictureSampleBytes, voiceSampleBytes } from './sample-bytes';

/**
 * Ready-made voice notes and photos for demos and browser tests. The sandbox's fake OpenAI
 * takes the marker in a sample's bytes (sample-bytes.ts) as what it says or shows, so a bot
 * answers a sample as it would the real thing.
 */
export interface VoiceSample {
  id: string;
  kind: 'voice';
  /** What the voice note says: the menu's label and the fake's transcript. */
  text: string;
  language: 'en' | 'ru';
}

export interface PhotoSample {
  id: string;
  kind: 'photo';
  /** The menu's label: a key of sandboxChat.samples. */
  label: 'poster' | 'timetable' | 'homework';
  /** What the fake reads in the picture, as the model would: one event a line, or the lines written. */
  text: string;
  /** Handwritten: the fake reads it as handwriting (SANDBOX-HANDWRITING:), less legible than print. */
  handwriting?: boolean;
  draw: (canvas: HTMLCanvasElement) => void;
}

export type Sample = VoiceSample | PhotoSample;

/** The handwritten homework's lines, drawn as written and read by the fake as they are. */
const HOMEWORK_LINES = [
  'The causes of the First World War',
  'The alliances (the Entente against the Triple Alliance),',
  'militarism and the arms race, and nationalism in the Balkans.',
  'The July crisis: Franz Ferdinand was shot in Sarajevo, Austria',
  'attacked Serbia and the alliances pulled everyone into the war.',
];

export const SAMPLES: readonly Sample[] = [
  { id: 'dentist', kind: 'voice', text: 'Dentist tomorrow at 5pm', language: 'en' },
  { id: 'team-sync', kind: 'voice', text: 'Team sync on Monday at 10:00 for 30 minutes', language: 'en' },
  { id: 'oleg', kind: 'voice', text: 'Встреча с Олегом в пятницу в 18:30', language: 'ru' },
  { id: 'poster', kind: 'photo', label: 'poster', text: 'Jazz night — 14 March, 19:00, Blue Hall', draw: drawPoster },
  {
    id: 'timetable',
    kind: 'photo',
    label: 'timetable',
    // The lessons as a model would read the picture: one a line, the days spelled out.
    text: 'Maths Monday 09:00\nPhysics Tuesday 11:00\nChemistry Wednesday 14:00',
    draw: drawTimetable,
  },
  {
    id: 'homework',
    kind: 'photo',
    label: 'homework',
    // A short answer to the sandbox course's first assignment, "The causes of the First World
    // War" (db/seeds/02_sandbox_homework.ts), as the page is written: the homework bot grades it.
    text: HOMEWORK_LINES.join('\n'),
    handwriting: true,
    draw: drawHomework,
  },
];

/** A sample as the files endpoint takes it. */
export interface SampleFile {
  kind: 'voice' | 'photo';
  blob: Blob;
  name: string;
}

const toBlob = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser could not draw the picture'))), 'image/png'));

/** Builds a sample's file in the browser: a voice note's bytes, or a picture drawn on a canvas with its marker. */
export async function buildSample(sample: Sample): Promise<SampleFile> {
  if (sample.kind === 'voice') {
    return { kind: 'voice', blob: new Blob([voiceSampleBytes(sample.text)], { type: 'audio/ogg' }), name: 'sample.oga' };
  }
  const canvas = document.createElement('canvas');
  sample.draw(canvas);
  const png = new Uint8Array(await (await toBlob(canvas)).arrayBuffer());
  const marker = sample.handwriting ? HANDWRITING_MARKER : PICTURE_MARKER;
  return { kind: 'photo', blob: new Blob([pictureSampleBytes(png, sample.text, marker)], { type: 'image/png' }), name: `${sample.id}.png` };
}

function context(canvas: HTMLCanvasElement, width: number, height: number): CanvasRenderingContext2D {
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('The browser cannot draw on a canvas');
  return ctx;
}

const FONT = 'system-ui, "Segoe UI", Roboto, Arial, sans-serif';

/** A concert poster: night-blue with gold lettering, the date and hall below. */
function drawPoster(canvas: HTMLCanvasElement): void {
  const ctx = context(canvas, 720, 960);
  const sky = ctx.createLinearGradient(0, 0, 0, 960);
  sky.addColorStop(0, '#0b1d4d');
  sky.addColorStop(1, '#3a0f4f');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, 720, 960);
  // Spotlights and a frame, as posters have.
  for (const [x, y, r, colour] of [
    [140, 260, 220, 'rgba(255, 196, 0, 0.18)'],
    [600, 620, 260, 'rgba(0, 170, 255, 0.16)'],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = colour;
    ctx.fill();
  }
  ctx.strokeStyle = '#f5c542';
  ctx.lineWidth = 6;
  ctx.strokeRect(30, 30, 660, 900);

  ctx.textAlign = 'center';
  ctx.fillStyle = '#f5c542';
  ctx.font = `bold 108px ${FONT}`;
  ctx.fillText('JAZZ', 360, 300);
  ctx.fillText('NIGHT', 360, 420);
  ctx.fillStyle = '#ffffff';
  ctx.font = `600 52px ${FONT}`;
  ctx.fillText('14 March, 19:00', 360, 600);
  ctx.font = `48px ${FONT}`;
  ctx.fillText('Blue Hall', 360, 680);
  ctx.fillStyle = '#c9d4ff';
  ctx.font = `italic 30px ${FONT}`;
  ctx.fillText('Live music · one night only', 360, 860);
}

/** A school timetable: a paper sheet with a ruled table of day, time and subject. */
function drawTimetable(canvas: HTMLCanvasElement): void {
  const ctx = context(canvas, 800, 560);
  ctx.fillStyle = '#fdfaf0';
  ctx.fillRect(0, 0, 800, 560);
  ctx.fillStyle = '#1f3b73';
  ctx.fillRect(0, 0, 800, 110);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'left';
  ctx.font = `bold 56px ${FONT}`;
  ctx.fillText('Timetable', 50, 78);

  const rows = [
    ['Mon', '09:00', 'Maths'],
    ['Tue', '11:00', 'Physics'],
    ['Wed', '14:00', 'Chemistry'],
  ];
  const columns = [50, 220, 420];
  ctx.fillStyle = '#5a6472';
  ctx.font = `600 28px ${FONT}`;
  ['Day', 'Time', 'Subject'].forEach((heading, i) => ctx.fillText(heading, columns[i]!, 170));
  ctx.strokeStyle = '#b8c2d6';
  ctx.lineWidth = 2;
  rows.forEach((row, r) => {
    const y = 200 + r * 110;
    ctx.beginPath();
    ctx.moveTo(40, y);
    ctx.lineTo(760, y);
    ctx.stroke();
    ctx.fillStyle = '#14213d';
    ctx.font = `48px ${FONT}`;
    row.forEach((cell, i) => ctx.fillText(cell, columns[i]!, y + 72));
  });
}

/** A page of lined exercise paper with the answer in blue ink, a margin and the student's name. */
function drawHomework(canvas: HTMLCanvasElement): void {
  const ctx = context(canvas, 1000, 640);
  ctx.fillStyle = '#fffef8';
  ctx.fillRect(0, 0, 1000, 640);
  ctx.strokeStyle = '#b9d3ee';
  ctx.lineWidth = 2;
  for (let y = 120; y < 640; y += 56) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(1000, y);
    ctx.stroke();
  }
  ctx.strokeStyle = '#e8a0a0';
  ctx.beginPath();
  ctx.moveTo(80, 0);
  ctx.lineTo(80, 640);
  ctx.stroke();

  const hand = '"Segoe Script", "Bradley Hand", "Comic Sans MS", cursive';
  ctx.textAlign = 'left';
  ctx.fillStyle = '#5a6472';
  ctx.font = `italic 24px ${hand}`;
  ctx.fillText('Mikhail Orlov, Group A', 700, 60);
  ctx.fillStyle = '#1c3f94';
  HOMEWORK_LINES.forEach((line, i) => {
    // The title underlined, the lines a little uneven, as a hand writes them.
    ctx.font = i === 0 ? `bold 30px ${hand}` : `26px ${hand}`;
    ctx.fillText(line, 100 + (i % 2) * 4, 110 + i * 56 - (i % 3));
  });
  ctx.strokeStyle = '#1c3f94';
  ctx.beginPath();
  ctx.moveTo(100, 118);
  ctx.lineTo(560, 116);
  ctx.stroke();
}
