import { Type } from 'typebox';

/**
 * The content calls' schemas: Fastify validates requests and serialises answers with them (an
 * answer carries nothing its schema does not list), and handlers are typed from them.
 */

const flag = Type.Union([Type.Literal('true'), Type.Literal('false')]);
const ok = Type.Literal('true');

const interest = Type.Object({ name: Type.String(), checked: flag });

/** POST calls of a signed-in member name themselves; identity comes from the token. */
export const memberCallBody = Type.Object({
  user_id: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
});

export const adminDataReply = Type.Object({
  status: ok,
  result: Type.Object({
    peoplefor: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), icon: Type.String() }),
    ),
    interests: Type.Array(interest),
    admin_enable_ads: flag,
    max_age: Type.Integer(),
    max_distance: Type.Integer(),
    ios_url: Type.String(),
    android_url: Type.String(),
    social_login: Type.Union([
      Type.Object({ facebook_app_id: Type.String() }),
      Type.Object({ local_stand_in: Type.Literal(true) }),
      Type.Null(),
    ]),
  }),
});

export const adminInterestsReply = Type.Object({
  status: ok,
  result: Type.Object({ interests: Type.Array(interest) }),
});

export const helpPagesReply = Type.Object({
  status: ok,
  helppages: Type.Array(
    Type.Object({ id: Type.Integer(), title: Type.String(), description: Type.String() }),
  ),
  landingpage: Type.Array(
    Type.Object({
      fb_link: Type.String(),
      google_link: Type.String(),
      twitter_link: Type.String(),
    }),
  ),
});
