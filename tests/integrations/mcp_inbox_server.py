"""A real MCP server over stdio, built with the `mcp` SDK: the proxy's upstream in tests."""

from __future__ import annotations

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel

server = MCPServer("inbox")


class Mail(BaseModel):
    sender: str
    subject: str


class Found(BaseModel):
    results: list[Mail]


@server.tool()
def email_search(sender: str) -> Found:
    """Search the inbox by sender."""
    return Found(
        results=[Mail(sender=sender, subject="Deadline"), Mail(sender=sender, subject="Budget")]
    )


@server.tool()
def calendar_lookup(day: str) -> str:
    """Look up the calendar; its backend is down."""
    raise ToolError(f"calendar backend unavailable for {day}")


if __name__ == "__main__":
    server.run("stdio")
