-- Issue 31: an invitation names the role the person will have (1 user, 2 producer, 3 administrator).
ALTER TABLE "invitations" ADD COLUMN "role" integer DEFAULT 1 NOT NULL;
