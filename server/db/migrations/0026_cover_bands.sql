-- The duplicate-cover rule looks for covers whose 64-bit pixel hash differs in at most 4 bits. It
-- compared the new cover with every cover. Split into 5 bands (3, 3, 3, 3 and 4 hex digits), two
-- hashes within 4 bits agree on at least one whole band, since 4 changed bits touch at most 4 bands.
-- An index of the bands gives the few covers that share one (about 1 in 800 of them), and only
-- those are compared bit by bit.
create function pixel_bands(hash text) returns text[] language sql immutable parallel safe as $$
  select array['a' || substr(hash, 1, 3), 'b' || substr(hash, 4, 3), 'c' || substr(hash, 7, 3),
               'd' || substr(hash, 10, 3), 'e' || substr(hash, 13, 4)]
$$;

create index uploads_pixel_bands on uploads using gin (pixel_bands(pixel_hash));
-- The story a cover belongs to.
create index campaigns_cover on campaigns (cover_upload_id);
