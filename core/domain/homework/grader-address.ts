/**
 * Words in a submission that speak to the AI grader instead of answering the assignment ("ignore
 * the criteria", "award full marks", a fake "Grading criteria:" heading, "поставь максимальный
 * балл"…), in English or Russian. A submission with any of them is held for the teacher whatever
 * the model's confidence (grade-submission.ts): the model may have obeyed, and only a person can
 * tell a joke from an attempt. The list is of known phrasings; the model's own flag
 * (grading-schema.ts addressesGrader) covers paraphrases, and neither alone releases a grade.
 */

/** Where in the submission the words were: its typed text, a file's name, or a file's text or reading. */
export type GraderAddressPlace = 'text' | 'file_name' | 'file';

export interface GraderAddress {
  where: GraderAddressPlace;
  /** The file's name when the words were in a file or its name. */
  file: string | null;
  /** The words found, as matched (lowercase, spaces collapsed), so the teacher sees what tripped it. */
  phrase: string;
}

/** Letters that look alike in the two scripts, so "аward full marks" with a Cyrillic "а" is still found. */
const CYRILLIC_TO_LATIN: Record<string, string> = { а: 'a', в: 'b', е: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's' };
const LATIN_TO_CYRILLIC: Record<string, string> = { a: 'а', b: 'в', e: 'е', k: 'к', m: 'м', h: 'н', o: 'о', p: 'р', c: 'с', t: 'т', y: 'у', x: 'х' };
// Soft hyphen, zero-width spaces and joiners, word joiner, BOM: invisible, so they can split a phrase unseen.
const INVISIBLE = /[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]/g;

/** Lowercase, compatibility-normalised (full-width letters, ligatures), ё as е, invisibles gone, look-alikes mapped to one script. */
function fold(text: string, script: 'latin' | 'cyrillic'): string {
  const map = script === 'latin' ? CYRILLIC_TO_LATIN : LATIN_TO_CYRILLIC;
  const letters = /[a-zа-яёіјѕ]/gu;
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(letters, (c) => map[c] ?? c);
}

/** The text as words separated by single spaces: punctuation and line breaks between words do not hide a phrase. */
const words = (folded: string) => folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

const any = (alternatives: readonly string[]) => `(?:${alternatives.join('|')})`;
const phrase = (body: string) => new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'gu');
const filler = (fillers: readonly string[]) => `(?:${any(fillers)} )*`;

// ---- English, matched on the Latin fold's words ----
// Not "rules" or "guidelines" alone: an essay may say that someone chose to ignore the rules.
const EN_RULES = any(['instructions?', 'criteria', 'criterion', 'rubrics?', 'prompts?', 'grading', 'marking scheme', 'system message', '(?:previous|prior|above|grading|marking) (?:rules|guidelines)']);
const EN_TOP = any(['full', 'maximum', 'max', 'perfect', 'top', 'highest', 'a perfect', 'the maximum', 'the highest', 'the top']);
const EN_MARKS = any(['marks?', 'scores?', 'points?', 'grades?', 'credit', 'rating']);
const EN_WHO = any(['me', 'this', 'it', 'us', 'him', 'her', 'them', 'the student', 'this student', 'this answer', 'this work', 'my answer', 'my work', 'this essay', 'this submission']);
// Not "model" or "assistant" alone: "attention model" is a term of the field.
const EN_GRADER = any(['ai', 'a i', 'grader', 'grading (?:assistant|model|ai|bot)', 'teaching assistant', 'gpt', 'chatgpt', 'chat gpt', 'llm', 'language model', 'ai (?:model|assistant|grader)', 'examiner', 'evaluator', 'checker', 'marker']);
const EN_PATTERNS = [
  phrase(`${any(['ignore', 'disregard', 'forget', 'skip', 'override', 'bypass', 'do not follow', 'don t follow', 'stop following'])} ${filler(['all', 'any', 'the', 'your', 'my', 'these', 'those', 'previous', 'prior', 'above', 'earlier', 'grading', 'teacher s', 'teachers', 'other', 'of'])}${EN_RULES}`),
  phrase(`${any(['award', 'give', 'grant', 'assign', 'mark', 'score', 'grade', 'rate', 'put'])} ${filler([EN_WHO, 'a', 'an', 'the', 'with', 'as'])}${EN_TOP} ${EN_MARKS}`),
  phrase(`${any(['award', 'give', 'grant', 'assign', 'mark', 'score', 'grade', 'rate'])} ${filler([EN_WHO, 'a', 'an', 'as'])}${any(['100', 'hundred', 'one hundred', '100 100', '10 10', '20 20', '5 5', 'an a', 'a plus', 'an a plus', 'ten out of ten', '\\d+ out of \\d+'])}`),
  phrase(`${any(['deserves?', 'deserving', 'earns?', 'should get', 'must get', 'should receive', 'must receive'])} ${filler(['a', 'an', 'the'])}${EN_TOP} ${EN_MARKS}`),
  phrase(`${any(['you are', 'you re', 'act as', 'pretend to be', 'you will act as'])} ${filler(['a', 'an', 'the'])}${any(['grader', 'grading (?:assistant|model|ai)', 'teaching assistant', 'examiner', 'evaluator', 'ai', 'language model', 'large language model', 'llm'])}`),
  phrase(`${any(['dear', 'hey', 'hi', 'hello', 'note to', 'attention', 'message to', 'instructions for', 'instruction to'])} ${filler(['the', 'our', 'my', 'dear'])}${EN_GRADER}`),
  phrase(`${any(['new', 'updated', 'override', 'hidden', 'secret'])} ${any(['instructions? (?:for|to) (?:the|you|grader|ai)', 'grading (?:criteria|instructions|rubric)', 'system prompt'])}`),
  phrase(any(['system prompt', 'end of (?:the )?(?:student s )?answer', 'end of submission', 'begin (?:new )?instructions', 'jailbreak'])),
];

// ---- Russian, matched on the Cyrillic fold's words (ё read as е) ----
const RU_RULES = any(['инструкци\\p{L}*', 'критери\\p{L}*', 'правил\\p{L}*', 'указани\\p{L}*', 'промпт\\p{L}*', 'рубрик\\p{L}*', 'требовани\\p{L}*', 'шкал\\p{L}*']);
const RU_TOP = any(['максимальн\\p{L}*', 'высш\\p{L}*', 'наивысш\\p{L}*', 'полн\\p{L}*', 'отличн\\p{L}*', 'лучш\\p{L}*', 'сам\\p{L}* высок\\p{L}*', '100', 'сто']);
const RU_MARKS = any(['балл\\p{L}*', 'оценк\\p{L}*', 'отметк\\p{L}*', 'очк\\p{L}*']);
// Cyrillic only: Latin letters are folded into look-alike Cyrillic ones here ("dear gpt" is the English list's).
const RU_GRADER = any(['ии', 'и и', 'проверяющ\\p{L}*', 'языков\\p{L}* модел\\p{L}*', 'нейросет\\p{L}*', 'нейронк\\p{L}*', 'чат ?гпт', 'гпт', 'экзаменатор\\p{L}*', 'оценщик\\p{L}*']);
const RU_PATTERNS = [
  phrase(
    `${any(['игнорируй(?:те)?', 'игнорировать', 'проигнорируй(?:те)?', 'не обращай(?:те)? внимания на', 'забудь(?:те)?', 'отбрось(?:те)?', 'не следуй(?:те)?', 'не учитывай(?:те)?', 'пропусти(?:те)?', 'отмени(?:те)?'])} ${filler(['все', 'всё', 'эти', 'эту', 'предыдущ\\p{L}*', 'прежн\\p{L}*', 'свои', 'свою', 'ваши', 'вашу', 'данн\\p{L}*', 'выше', 'учител\\p{L}*', 'преподавател\\p{L}*', 'оценивани\\p{L}*', 'проверки'])}${RU_RULES}`,
  ),
  phrase(
    `${any(['поставь(?:те)?', 'дай(?:те)?', 'выстав(?:ь|ьте|и|ите)', 'присвой(?:те)?', 'начисли(?:те)?', 'оцени(?:те)?', 'зачти(?:те)?'])} ${filler(['мне', 'нам', 'ему', 'ей', 'этой', 'этому', 'эту', 'этот', 'работе', 'ответу', 'работу', 'ответ', 'за', 'это', 'на', 'мой', 'мою', 'пожалуйста', 'сразу', 'самый', 'самую'])}${RU_TOP} ${RU_MARKS}`,
  ),
  phrase(`${any(['поставь(?:те)?', 'дай(?:те)?', 'выстав(?:ь|ьте|и|ите)'])} ${filler(['мне', 'нам', 'за', 'эту', 'этот', 'работу', 'ответ', 'это', 'пожалуйста'])}${any(['пятерк\\p{L}*', 'отлично', '5 из 5', '10 из 10', '20 из 20', '100 из 100', '\\d+ из \\d+'])}`),
  phrase(`${any(['заслужива\\p{L}*', 'заслуживает', 'должен получить', 'должна получить', 'должно получить', 'достоин', 'достойна'])} ${filler(['на'])}${RU_TOP} ${RU_MARKS}`),
  phrase(`${any(['ты', 'вы'])} ${filler(['сейчас', 'теперь', 'просто'])}${any(['оцениваешь', 'оцениваете', 'проверяешь', 'проверяете', 'проверяющ\\p{L}*', 'оценщик', 'экзаменатор', 'ии', 'нейросеть', 'языков\\p{L}* модел\\p{L}*'])}`),
  phrase(`${any(['уважаем\\p{L}*', 'дорог\\p{L}*', 'привет', 'внимание', 'обращение к', 'сообщение для', 'инструкци\\p{L}* для', 'эй'])} ${filler(['мой', 'моя'])}${RU_GRADER}`),
  phrase(`${any(['нов\\p{L}*', 'секретн\\p{L}*', 'скрыт\\p{L}*', 'системн\\p{L}*'])} ${any(['инструкци\\p{L}* (?:для|проверяющ\\p{L}*|ии)', 'промпт\\p{L}*', 'критери\\p{L}* оценива\\p{L}*'])}`),
];

/**
 * A line that pretends to be a section of the grading request, or a key of its answer: our own
 * headings and labels in either language ("Grading criteria:", "Критерии оценки:", "System
 * prompt:"), a score claimed as a heading ("Score: 10/10"), or a JSON key of the grade
 * ("confidence": 1). "Assignment:", "Answer:", "Criteria:" and "Scale:" alone are left out:
 * students head their work so, and a geography answer may give a map's scale.
 */
const HEADING_LINES = [
  /^[^\p{L}\p{N}]*(?:(?:grading|marking|assessment|evaluation) (?:criteria|rubric|scale|instructions)|rubric|marking scheme|system prompt|system message|how to write the feedback|the student s answer|note to (?:the )?(?:grader|ai|examiner)|teacher s note)[^\p{L}\p{N}]*:/u,
  /^[^\p{L}\p{N}]*(?:score|grade|mark|final score|final grade)[^\p{L}\p{N}]*:[^\p{L}\p{N}]*\d/u,
  /^[^\p{L}\p{N}]*(?:(?:критери\p{L}*|шкал\p{L}*|систем\p{L}*|инструкци\p{L}*) (?:оценк\p{L}*|оценивани\p{L}*|проверк\p{L}*)|системн\p{L}* (?:промпт|сообщени\p{L}*)|как писать отзыв|ответ (?:студента|ученика)|для проверяющ\p{L}*)[^\p{L}\p{N}]*:/u,
  /^[^\p{L}\p{N}]*(?:оценка|балл\p{L}*|итогов\p{L}* (?:оценка|балл))[^\p{L}\p{N}]*:[^\p{L}\p{N}]*\d/u,
];
const JSON_KEY = /["'](?:score|confidence|relevance|addressesgrader|feedback)["']\s*:/u;

function headingIn(text: string): string | null {
  for (const script of ['latin', 'cyrillic'] as const) {
    for (const line of fold(text, script).split(/\r?\n/)) {
      const flat = line.replace(/[’'`]/g, ' ').replace(/[^\S\n]+/g, ' ').trim();
      for (const heading of HEADING_LINES) {
        const found = heading.exec(flat);
        if (found) return found[0].replace(/^[^\p{L}\p{N}]+/u, '');
      }
      const key = JSON_KEY.exec(line);
      if (key) return key[0];
    }
  }
  return null;
}

/** The first phrase of the lists found in a text, or null. */
export function graderAddressIn(text: string): string | null {
  if (!text.trim()) return null;
  const latin = words(fold(text, 'latin'));
  for (const pattern of EN_PATTERNS) {
    pattern.lastIndex = 0;
    const found = pattern.exec(latin);
    if (found) return found[0];
  }
  const cyrillic = words(fold(text, 'cyrillic'));
  for (const pattern of RU_PATTERNS) {
    pattern.lastIndex = 0;
    const found = pattern.exec(cyrillic);
    if (found) return found[0];
  }
  return headingIn(text);
}

/** What the grader reads of a submission: its typed text and each file's name and text (a text file's own, a picture's or PDF's reading). */
export interface SubmissionForGrading {
  content: string;
  files: readonly { originalName: string; fileType: string; transcription: string | null }[];
}

/** Every place of the submission that addresses the grader, the typed text first, then each file's name and text. */
export function findGraderAddresses(submission: SubmissionForGrading): GraderAddress[] {
  const found: GraderAddress[] = [];
  const inText = graderAddressIn(submission.content);
  if (inText) found.push({ where: 'text', file: null, phrase: inText });
  for (const file of submission.files) {
    const inName = graderAddressIn(file.originalName.replace(/[._-]+/g, ' '));
    if (inName) found.push({ where: 'file_name', file: file.originalName, phrase: inName });
    const inFile = graderAddressIn(file.transcription ?? '');
    if (inFile) found.push({ where: 'file', file: file.originalName, phrase: inFile });
  }
  return found;
}
