"""nyaya where agents run: the client guard, the pytest plugin, the MCP proxy, OpenTelemetry.

- `nyaya.integrations.guard`: `nyaya.guard(client)` around OpenAI / Anthropic clients;
- `nyaya.integrations.pytest_plugin`: ``--nyaya-runs DIR`` (entry point ``pytest11``),
  with `nyaya.testing.assert_grounded`;
- `nyaya.integrations.mcp_proxy`: ``nyaya mcp-proxy -- <server command>``;
- `nyaya.integrations.otel`: a span per check (extra ``nyaya[otel]``).
"""
