/** Success envelope of the API: `{ result }`, never a `message` (the client reads `message` as failure). */
export const ok = <T>(result: T) => ({ result });

/** List envelope: `{ result: { total, datas } }`. */
export const list = <T>(total: number, datas: T[]) => ({ result: { total, datas } });
