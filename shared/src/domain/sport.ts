export const Sport = { Football: 'football', Basketball: 'basketball' } as const;
export type Sport = (typeof Sport)[keyof typeof Sport];
export const SPORTS: readonly Sport[] = [Sport.Football, Sport.Basketball];

export function isSport(value: unknown): value is Sport {
  return value === Sport.Football || value === Sport.Basketball;
}
