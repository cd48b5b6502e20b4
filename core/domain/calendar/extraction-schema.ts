import { z } from 'zod';

/**
 * What the model reads out of a message, a transcript or a photo: what was said, never a
 * timestamp. `when` and `end` are the words as spoken or printed ("tomorrow at 5pm", "в пятницу
 * в 18:30", "Sat 14 March, 19:00"; "for 2 hours", "до 19:00"); the resolver (resolve-when.ts)
 * turns them into instants in the user's time zone. Every field is required and nullable
 * where it may be missing, as OpenAI's strict structured outputs demand.
 */
export const extractedEventSchema = z.object({
  /** A short title in the message's language ("Dentist", "Стоматолог"). */
  title: z.string(),
  /** The start date and time words exactly as given; '' when the message names no date or time. */
  when: z.string(),
  /** The end or the duration as given ("until 7pm", "for 2 hours", "на 30 минут"), or null. */
  end: z.string().nullable(),
  /** True when the event takes whole days (a birthday, a holiday) rather than a time. */
  allDay: z.boolean(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  /** How sure the model is that this is an event the user wants in their calendar, 0 to 1. */
  confidence: z.number(),
});
export type ExtractedEvent = z.infer<typeof extractedEventSchema>;

export const extractionSchema = z.object({
  /** Every event the message or picture names, in order (a timetable gives several). */
  events: z.array(extractedEventSchema),
  /** The language of the message, for the answer. */
  language: z.enum(['en', 'ru']),
});
export type Extraction = z.infer<typeof extractionSchema>;

/** The name of the structured output (response_format.json_schema.name); the sandbox's fake keys on it. */
export const EXTRACTION_FORMAT_NAME = 'calendar_events';
