/**
 * Lua run inside Redis so that diff + seq + history (and the lock's check-and-set) are one atomic step:
 * two pollers racing can never emit one change twice, and a fenced-out leader cannot write at all.
 * Entities are hashes of flat path → JSON text (see flat-entity.ts); leaf texts are compared as strings
 * and spliced into the patch JSON unchanged, so cjson never touches a number.
 */

/** KEYS: state, meta, history, epoch, fence. ARGV: records, mode, keepPrefix, fence, candidate epoch, ts, limit, channel. */
export const APPLY_SCRIPT = `
if ARGV[4] ~= '' and redis.call('GET', KEYS[5]) ~= ARGV[4] then
  return redis.error_reply('FENCED')
end
local epoch = redis.call('GET', KEYS[4])
if not epoch then
  epoch = ARGV[5]
  redis.call('SET', KEYS[4], epoch)
end
local records = cjson.decode(ARGV[1])
local keep = ARGV[3]
local drops, dels, puts = {}, {}, {}
if ARGV[2] == 'replace' then
  for _, id in ipairs(redis.call('HKEYS', KEYS[1])) do
    if records[id] == nil and (keep == '' or string.sub(id, 1, #keep) ~= keep) then
      drops[#drops + 1] = cjson.encode(id)
      redis.call('HDEL', KEYS[1], id)
    end
  end
end
for id, fields in pairs(records) do
  local raw = redis.call('HGET', KEYS[1], id)
  local old = nil
  if raw then old = cjson.decode(raw) end
  local put, del = {}, {}
  for path, text in pairs(fields) do
    if old == nil or old[path] ~= text then put[#put + 1] = cjson.encode(path) .. ':' .. text end
  end
  if old ~= nil then
    for path, _ in pairs(old) do
      if fields[path] == nil then del[#del + 1] = cjson.encode(path) end
    end
  end
  if old == nil or #put > 0 then puts[#puts + 1] = cjson.encode(id) .. ':{' .. table.concat(put, ',') .. '}' end
  if #del > 0 then dels[#dels + 1] = cjson.encode(id) .. ':[' .. table.concat(del, ',') .. ']' end
  if old == nil or #put > 0 or #del > 0 then
    local text = '{}'
    if next(fields) ~= nil then text = cjson.encode(fields) end
    redis.call('HSET', KEYS[1], id, text)
  end
end
if #drops == 0 and #dels == 0 and #puts == 0 then
  return {epoch, tostring(tonumber(redis.call('HGET', KEYS[2], 'seq') or '0')), ''}
end
local seq = redis.call('HINCRBY', KEYS[2], 'seq', 1)
local parts = {'"channel":' .. cjson.encode(ARGV[8]), '"epoch":' .. cjson.encode(epoch), '"seq":' .. seq, '"ts":' .. ARGV[6]}
if #drops > 0 then parts[#parts + 1] = '"drop":[' .. table.concat(drops, ',') .. ']' end
if #dels > 0 then parts[#parts + 1] = '"del":{' .. table.concat(dels, ',') .. '}' end
if #puts > 0 then parts[#parts + 1] = '"put":{' .. table.concat(puts, ',') .. '}' end
local patch = '{' .. table.concat(parts, ',') .. '}'
redis.call('RPUSH', KEYS[3], patch)
redis.call('LTRIM', KEYS[3], -tonumber(ARGV[7]), -1)
return {epoch, tostring(seq), patch}
`;

/**
 * KEYS: state, meta, history, epoch. ARGV: client epoch ('' for none), client seq, candidate epoch, and the
 * (epoch, seq) of the snapshot the caller has cached. Returns {epoch, seq, 'replay', patch…},
 * {epoch, seq, 'cached'} when the cached snapshot is still current, or {epoch, seq, 'snapshot', id, entity, …}.
 */
export const CATCH_UP_SCRIPT = `
local epoch = redis.call('GET', KEYS[4])
if not epoch then
  epoch = ARGV[3]
  redis.call('SET', KEYS[4], epoch)
end
local seq = tonumber(redis.call('HGET', KEYS[2], 'seq') or '0')
local from = tonumber(ARGV[2])
if ARGV[1] == epoch and from <= seq then
  local len = redis.call('LLEN', KEYS[3])
  local oldest = seq - len + 1
  if from + 1 >= oldest then
    local out = {epoch, tostring(seq), 'replay'}
    if from < seq then
      for _, p in ipairs(redis.call('LRANGE', KEYS[3], from + 1 - oldest, -1)) do out[#out + 1] = p end
    end
    return out
  end
end
if ARGV[4] == epoch and tonumber(ARGV[5]) == seq then return {epoch, tostring(seq), 'cached'} end
local out = {epoch, tostring(seq), 'snapshot'}
for _, v in ipairs(redis.call('HGETALL', KEYS[1])) do out[#out + 1] = v end
return out
`;

/** KEYS: cursors, epoch. ARGV: name, value, the epoch the value was read in ('' for any). */
export const SET_CURSOR_SCRIPT = `
if ARGV[3] ~= '' and redis.call('GET', KEYS[2]) ~= ARGV[3] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
`;

/** KEYS: epoch. ARGV: candidate epoch. */
export const EPOCH_SCRIPT = `
local epoch = redis.call('GET', KEYS[1])
if not epoch then
  epoch = ARGV[1]
  redis.call('SET', KEYS[1], epoch)
end
return epoch
`;

/** KEYS: lock, fence. ARGV: node id, ttl ms. A fresh token per acquisition; the holder re-acquiring keeps its own. */
export const ACQUIRE_SCRIPT = `
local held = redis.call('GET', KEYS[1])
if held then
  local node, token = string.match(held, '^(.*)|(%d+)$')
  if node == ARGV[1] and redis.call('GET', KEYS[2]) == token then
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return tonumber(token)
  end
  return false
end
local token = redis.call('INCR', KEYS[2])
redis.call('SET', KEYS[1], ARGV[1] .. '|' .. token, 'PX', ARGV[2])
return token
`;

/** KEYS: lock, fence. ARGV: node id, token, ttl ms. */
export const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] .. '|' .. ARGV[2] and redis.call('GET', KEYS[2]) == ARGV[2] then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return 1
end
return 0
`;

/** KEYS: lock. ARGV: node id, token. */
export const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] .. '|' .. ARGV[2] then
  redis.call('DEL', KEYS[1])
  return 1
end
return 0
`;
