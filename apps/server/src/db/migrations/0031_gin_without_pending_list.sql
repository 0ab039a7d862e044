-- Searches read a GIN index's whole pending list; without fastupdate there is none (decision 0064).
-- Altered rather than rebuilt: the setting stops new entries queueing, and the queue so far is merged now.
ALTER INDEX "beats_find_gin" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "beats_title_trgm" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('beats_find_gin'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('beats_title_trgm'::regclass);
