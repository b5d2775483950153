-- The portal a user's sign-in lands on (spec section 1: field work or communication), kept per
-- user in user_settings under this definition. Data, not schema: every deployment needs it,
-- with or without the demo seed.
INSERT INTO "settings" ("code", "name", "description", "value_type", "is_user_level", "sort")
VALUES ('portal', 'Портал после входа', 'sfa — портал полевой работы, ecp — единый портал коммуникаций', 'string', true, 1000)
ON CONFLICT ("code") DO NOTHING;
