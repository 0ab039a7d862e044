/**
 * The balancer's configuration (issue 36 §1): round robin over the web processes, each checked on
 * /healthz/ready every second and taken out after two failures (a draining or broken process), back after
 * two passes. A check may take 3 s: a busy process (a server render holds its event loop for a while) is
 * slow, not down; one failed check taking a loaded process out left the others with all its traffic. A request whose connection fails is sent to another process; the client's
 * address travels in X-Forwarded-For (the servers run with TRUST_PROXY=1).
 */
export function haproxyConfig({ port, statsPort, servers, pidFile }) {
  return `global
  maxconn 4096
  pidfile ${pidFile}

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout check 3s
  option forwardfor
  option redispatch
  retries 2
  retry-on conn-failure empty-response response-timeout

frontend site
  bind 127.0.0.1:${port}
  default_backend web

backend web
  balance roundrobin
  option httpchk GET /healthz/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /
  stats refresh 2s
`;
}
