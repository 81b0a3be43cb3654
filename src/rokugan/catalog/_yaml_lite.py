"""A small reader for the block-style YAML that PyYAML writes (the community set files).

The project has no runtime dependencies, and the importer only ever reads one family of files: block
mappings and sequences (PyYAML's layout, where a sequence under a key is not indented), plain, single-
and double-quoted scalars spread over several lines, empty flow collections (``[]``, ``{}``), and
anchors/aliases (``&id001`` / ``*id001``). That is all this module understands; anything else raises
``YamlError`` with the line number. Plain scalars resolve as YAML 1.1 does for ints, floats, booleans
and nulls; dates stay strings.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["YamlError", "load"]


class YamlError(ValueError):
    """The text uses YAML this reader does not understand."""


_KEY = re.compile(r"([A-Za-z_][A-Za-z0-9_]*):(?:[ ]+|$)")
_INT = re.compile(r"[-+]?(?:0|[1-9][0-9_]*)")
_FLOAT = re.compile(r"[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*(?:[eE][-+][0-9]+)?")
_BOOLS = {
    "yes": True,
    "Yes": True,
    "YES": True,
    "true": True,
    "True": True,
    "TRUE": True,
    "on": True,
    "On": True,
    "ON": True,
    "y": True,
    "Y": True,
    "no": False,
    "No": False,
    "NO": False,
    "false": False,
    "False": False,
    "FALSE": False,
    "off": False,
    "Off": False,
    "OFF": False,
    "n": False,
    "N": False,
}
_NULLS = {"", "~", "null", "Null", "NULL"}
_ESCAPES = {
    "0": "\0",
    "a": "\a",
    "b": "\b",
    "t": "\t",
    "\t": "\t",
    "n": "\n",
    "v": "\v",
    "f": "\f",
    "r": "\r",
    "e": "\x1b",
    " ": " ",
    '"': '"',
    "/": "/",
    "\\": "\\",
    "N": "\x85",
    "_": "\xa0",
    "L": "\u2028",
    "P": "\u2029",
}


def _resolve_plain(text: str) -> Any:
    if text in _NULLS:
        return None
    if text in _BOOLS and text not in ("y", "Y", "n", "N"):  # PyYAML does not resolve y/n
        return _BOOLS[text]
    if _INT.fullmatch(text):
        return int(text.replace("_", ""))
    if _FLOAT.fullmatch(text) and any(ch.isdigit() for ch in text):
        return float(text.replace("_", ""))
    return text


def _fold(lines: list[str]) -> str:
    """Join the physical lines of a flow scalar: a line break is a space, an empty line a newline."""
    out = lines[0]
    pending_newlines = 0
    for line in lines[1:]:
        if line == "":
            pending_newlines += 1
            continue
        out += ("\n" * pending_newlines) if pending_newlines else " "
        out += line
        pending_newlines = 0
    return out + "\n" * pending_newlines if pending_newlines else out


class _Reader:
    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.i = 0
        self.anchors: dict[str, Any] = {}

    # -- helpers -----------------------------------------------------------------------------------
    def _skip_blank(self) -> None:
        while self.i < len(self.lines) and not self.lines[self.i].strip():
            self.i += 1

    def _indent(self, idx: int) -> int:
        line = self.lines[idx]
        return len(line) - len(line.lstrip(" "))

    def _error(self, message: str) -> YamlError:
        return YamlError(f"line {self.i + 1}: {message}")

    # -- nodes -------------------------------------------------------------------------------------
    def node(self, indent: int) -> Any:
        self._skip_blank()
        if self.i >= len(self.lines):
            return None
        body = self.lines[self.i][indent:]
        if body == "-" or body.startswith("- "):
            return self.sequence(indent)
        return self.mapping(indent)

    def mapping(self, indent: int) -> dict[str, Any]:
        result: dict[str, Any] = {}
        while True:
            self._skip_blank()
            if self.i >= len(self.lines) or self._indent(self.i) != indent:
                return result
            body = self.lines[self.i][indent:]
            if body.startswith("- ") or body == "-":
                return result
            m = _KEY.match(body)
            if not m:
                raise self._error(f"expected 'key:' in {body!r}")
            key = m.group(1)
            result[key] = self.value(indent, body[m.end() :], allow_same_indent_sequence=True)

    def sequence(self, indent: int) -> list[Any]:
        result: list[Any] = []
        while True:
            self._skip_blank()
            if self.i >= len(self.lines) or self._indent(self.i) != indent:
                return result
            body = self.lines[self.i][indent:]
            if not (body.startswith("- ") or body == "-"):
                return result
            rest = body[2:].lstrip(" ") if body != "-" else ""
            if rest and rest[0] not in "'\"&*[{" and _KEY.match(rest):
                # "- key: value": a mapping whose first key shares the dash's line.
                inner = indent + (len(body) - len(rest))
                self.lines[self.i] = " " * inner + rest
                result.append(self.mapping(inner))
            else:
                result.append(self.value(indent, rest, allow_same_indent_sequence=False))

    def value(self, indent: int, rest: str, *, allow_same_indent_sequence: bool) -> Any:
        """The value after ``key:`` or ``-`` on line ``self.i`` (``rest`` is the text left on it)."""
        anchor = None
        if rest.startswith("&"):
            anchor, _, rest = rest.partition(" ")
            anchor = anchor[1:]
            rest = rest.lstrip(" ")
        if rest.startswith("*"):
            self.i += 1
            name = rest[1:].strip()
            if name not in self.anchors:
                raise self._error(f"unknown alias *{name}")
            return self.anchors[name]
        if rest == "":
            self.i += 1
            self._skip_blank()
            result: Any = None
            if self.i < len(self.lines):
                nxt = self._indent(self.i)
                body = self.lines[self.i][nxt:]
                if nxt > indent:
                    result = self.node(nxt)
                elif nxt == indent and allow_same_indent_sequence and (body.startswith("- ") or body == "-"):
                    result = self.sequence(indent)
        elif rest in ("[]", "{}"):
            self.i += 1
            result = [] if rest == "[]" else {}
        elif rest[0] in "'\"":
            result = self.quoted(rest)
        elif rest[0] in "[{|>!%@`":
            raise self._error(f"unsupported YAML construct {rest[:20]!r}")
        else:
            result = self.plain(indent, rest)
        if anchor is not None:
            self.anchors[anchor] = result
        return result

    def plain(self, indent: int, first: str) -> Any:
        parts = [first.rstrip()]
        self.i += 1
        while self.i < len(self.lines):
            line = self.lines[self.i]
            if line.strip() and self._indent(self.i) <= indent:
                break
            if not line.strip():
                # An empty line belongs to the scalar only if an indented continuation follows.
                j = self.i
                while j < len(self.lines) and not self.lines[j].strip():
                    j += 1
                if j >= len(self.lines) or self._indent(j) <= indent:
                    break
            parts.append(line.strip())
            self.i += 1
        return _resolve_plain(_fold(parts)) if len(parts) > 1 else _resolve_plain(parts[0])

    def quoted(self, first: str) -> str:
        quote = first[0]
        chunks: list[str] = []  # physical lines' content, still escaped
        text = first[1:]
        start_line = self.i
        while True:
            end = self._closing(text, quote)
            if end is not None:
                chunks.append(text[:end])
                trailing = text[end + 1 :].strip()
                if trailing:
                    raise self._error(f"unexpected text after quoted scalar: {trailing!r}")
                self.i += 1
                break
            chunks.append(text)
            self.i += 1
            if self.i >= len(self.lines):
                self.i = start_line
                raise self._error("unterminated quoted scalar")
            text = self.lines[self.i]
        if quote == "'":
            if len(chunks) == 1:
                return chunks[0].replace("''", "'")
            lines = [chunks[0].rstrip(" ")] + [c.strip(" ") for c in chunks[1:]]
            lines[-1] = chunks[-1].lstrip(" ")
            return _fold(lines).replace("''", "'")
        return self._double(chunks)

    @staticmethod
    def _closing(text: str, quote: str) -> int | None:
        k = 0
        while k < len(text):
            ch = text[k]
            if quote == "'" and ch == "'":
                if k + 1 < len(text) and text[k + 1] == "'":
                    k += 2
                    continue
                return k
            if quote == '"':
                if ch == "\\":
                    k += 2
                    continue
                if ch == '"':
                    return k
            k += 1
        return None

    def _double(self, chunks: list[str]) -> str:
        out: list[str] = []
        pending_newlines = 0
        joined_by_escape = False
        for n, raw in enumerate(chunks):
            piece = raw if n == 0 else raw.lstrip(" \t")
            last = n == len(chunks) - 1
            if not last:
                piece_stripped = piece.rstrip(" \t")
                escaped_break = piece_stripped.endswith("\\") and not piece_stripped.endswith("\\\\")
                if escaped_break:
                    piece = piece_stripped[:-1]
                else:
                    piece = piece_stripped
            else:
                escaped_break = False
            if n > 0:
                if piece == "" and not last:
                    pending_newlines += 1
                    continue
                if not joined_by_escape:
                    out.append("\n" * pending_newlines if pending_newlines else " ")
                pending_newlines = 0
            out.append(self._unescape(piece))
            joined_by_escape = escaped_break
        return "".join(out)

    def _unescape(self, s: str) -> str:
        if "\\" not in s:
            return s
        out: list[str] = []
        k = 0
        while k < len(s):
            ch = s[k]
            if ch != "\\":
                out.append(ch)
                k += 1
                continue
            code = s[k + 1] if k + 1 < len(s) else ""
            if code in _ESCAPES:
                out.append(_ESCAPES[code])
                k += 2
            elif code in ("x", "u", "U"):
                width = {"x": 2, "u": 4, "U": 8}[code]
                out.append(chr(int(s[k + 2 : k + 2 + width], 16)))
                k += 2 + width
            else:
                raise self._error(f"unknown escape \\{code}")
        return "".join(out)


def load(text: str) -> Any:
    """Parse one YAML document written in PyYAML's block style."""
    reader = _Reader(text)
    reader._skip_blank()
    if reader.i < len(reader.lines) and reader.lines[reader.i].strip() == "---":
        reader.i += 1
    result = reader.node(0)
    reader._skip_blank()
    if reader.i < len(reader.lines):
        raise reader._error(f"unexpected content {reader.lines[reader.i][:40]!r}")
    return result
