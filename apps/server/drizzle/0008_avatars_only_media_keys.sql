-- Issue 9.5: avatars were stored as any string (javascript:, data:, trackers, /media/../..). An
-- avatar is a media key now; anything with a scheme, a leading slash, a backslash or a
-- climbing segment goes, and the person shows their initials until they upload a picture.
UPDATE "users" SET "avatar" = NULL WHERE "avatar" ~ '^[A-Za-z][A-Za-z0-9+.-]*:' OR "avatar" LIKE '/%' OR "avatar" LIKE '%\\%' OR "avatar" LIKE '%..%' OR btrim("avatar") = '';
