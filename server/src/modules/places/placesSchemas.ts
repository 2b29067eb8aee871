import { Type } from 'typebox';

export const PLACES_DEFAULT_LIMIT = 8;
export const PLACES_MAX_LIMIT = 20;

export const placesQuery = Type.Object({
  q: Type.String({ maxLength: 100 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PLACES_MAX_LIMIT })),
});

export const placesReply = Type.Object({
  status: Type.Literal('true'),
  places: Type.Array(
    Type.Object({ description: Type.String(), lat: Type.Number(), lon: Type.Number() }),
  ),
});
