export interface SentFile {
  field: string;
  name: string;
  /** As the sender declared it. */
  type: string;
  bytes: Uint8Array;
}

export interface SentForm {
  fields: Record<string, string>;
  files: SentFile[];
}

/** A FormData the console sent, read as the API would read its multipart body: the fields, and each file's name, declared type and bytes. */
export async function readForm(form: FormData): Promise<SentForm> {
  const fields: Record<string, string> = {};
  const files: SentFile[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') fields[field] = value;
    else files.push({ field, name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return { fields, files };
}
