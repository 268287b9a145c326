-- The payment's life (issue 30): the admin's retry of a payout finds the request it pays out by the payout's id, and
-- the jobs find a request's e-FIRA by its document.
CREATE INDEX payment_requests_payment ON payment_requests (payment_id) WHERE payment_id IS NOT NULL;
CREATE INDEX payment_requests_efira ON payment_requests (efira_document_id) WHERE efira_document_id IS NOT NULL;
