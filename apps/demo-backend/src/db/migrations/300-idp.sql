-- OpenID provider (src/idp): its signing keys, so that tokens stay valid across restarts, and what
-- oidc-provider stores (sessions, interactions, grants, codes, tokens) as JSON per model and id.
CREATE TABLE idp_keys (
  kid TEXT PRIMARY KEY,
  jwk TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE idp_payloads (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL,
  grant_id TEXT,
  user_code TEXT,
  uid TEXT,
  -- epoch seconds; NULL never expires
  expires_at INTEGER,
  consumed_at INTEGER,
  PRIMARY KEY (model, id)
);
CREATE INDEX idp_payloads_grant ON idp_payloads (grant_id);
CREATE INDEX idp_payloads_uid ON idp_payloads (model, uid);
CREATE INDEX idp_payloads_user_code ON idp_payloads (model, user_code);
CREATE INDEX idp_payloads_expiry ON idp_payloads (expires_at);
