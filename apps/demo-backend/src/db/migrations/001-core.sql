-- Facts about this database itself (demo data version, seeding state).
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
