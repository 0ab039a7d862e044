-- Issue 34: the premium-membership text promised untagged MP3s, early access and a licence discount, which no
-- plan gives, and to mail the prices, which the plans page now shows. An install still holding that first
-- text gets the one that says what the plans give; an administrator's own text is left alone.
UPDATE "text_snippets" SET "content" = '<p>Premium members take a set number of beats every month or year, each under the licence their plan names, from the whole store or from one producer''s beats. The allowance starts again each period; you can cancel at any time and keep access to the end of the period you paid for.</p>', "updated_at" = now()
WHERE "id" = 'premium-users' AND "content" = '<p>Premium members download untagged MP3s of every beat they like, get early access to new releases and a discount on every licence. Tell us a little about your music and we will send you the plans and prices.</p>';
