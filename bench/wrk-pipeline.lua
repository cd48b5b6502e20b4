-- wrk -s bench/wrk-pipeline.lua <url> -- <depth>: each connection sends <depth> requests
-- back to back (HTTP/1.1 pipelining) and the next <depth> once all of their answers are in.
-- The request is wrk's own (method, path and the -H headers), repeated.
init = function(args)
  local depth = tonumber(args[1]) or 1
  local requests = {}
  for i = 1, depth do
    requests[i] = wrk.format()
  end
  batch = table.concat(requests)
end

request = function()
  return batch
end
