-- Issue 35 §1 (decision 0101): the receipt names the licence an upgrade supersedes through {{upgrades}}, placed
-- after {{items}} in the stored template, edited or not (empty on an order without upgrades, so the text reads the same).
UPDATE "email_templates" SET "body" = replace("body", '{{items}}', '{{items}}' || chr(10) || '{{upgrades}}')
WHERE "key" = 'receipt' AND "body" LIKE '%{{items}}%' AND "body" NOT LIKE '%{{upgrades}}%';
