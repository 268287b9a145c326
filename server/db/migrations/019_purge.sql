-- What the purge job (server/jobs/purge.ts) finds by age without reading whole tables: attempts by time, finished
-- jobs by when they finished, delivered messages by when they were sent, OTPs and sessions by when they expire.
CREATE INDEX auth_attempts_at ON auth_attempts (at);
CREATE INDEX jobs_finished ON jobs (finished_at) WHERE status IN ('done', 'failed');
CREATE INDEX outbox_sent ON outbox (sent_at) WHERE sent_at IS NOT NULL;
CREATE INDEX otps_expires ON otps (expires_at);
CREATE INDEX sessions_expires ON sessions (expires_at);
