/** What every slot Schedule's run is given and answers (digests, analytics monitoring). */
export interface SlotInput {
  slot: string;
}

export interface SlotStartResult {
  due: number;
  started: number;
  alreadyStarted: number;
}
