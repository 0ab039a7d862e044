-- Issue 34: a contest's feature prize is delivered as an order of the feature to its winner (decision 0093).
ALTER TABLE "contest_winners" ADD COLUMN "order_id" integer REFERENCES "orders"("id");
