"""Reading what clients send: JSON bodies (strict: no NaN, no huge integers, no deep nesting), table ids, whole
numbers in a query, seat tokens in a header. Every refusal is a `BadRequest` with one sentence and a 4xx status."""

from __future__ import annotations

import json
import math
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse

MAX_BODY = 256_000  # bytes in a POST (two pasted deck lists fit many times over)


class BadRequest(Exception):
    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


MAX_DEPTH = 16  # nesting of objects and lists in a client's JSON
MAX_ID = (1 << 63) - 1  # table ids are SQLite integers


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def loads_client_json(text: str) -> Any:
    """A client's JSON, or ValueError with a sentence: no NaN/Infinity, no integer of more than 30 digits,
    no nesting deeper than MAX_DEPTH, no text with lone surrogates (which no store or page can encode)."""
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_int=_small_int, parse_float=_finite)
    except RecursionError:
        raise ValueError("nested too deeply") from None
    except json.JSONDecodeError as e:
        raise ValueError(f"not valid JSON ({e.msg} at character {e.pos})") from None
    _check_json(data, 0)
    return data


def _finite(text: str) -> float:
    x = float(text)
    if not math.isfinite(x):
        raise ValueError("a number is too large")
    return x


def _small_int(digits: str) -> int:
    if len(digits.lstrip("-")) > 30:
        raise ValueError("a number has too many digits")
    return int(digits)


def _check_json(v: Any, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise ValueError(f"nested too deeply (at most {MAX_DEPTH} levels)")
    if isinstance(v, dict):
        for k, x in v.items():
            _check_json(k, depth + 1)
            _check_json(x, depth + 1)
    elif isinstance(v, list):
        for x in v:
            _check_json(x, depth + 1)
    elif isinstance(v, str):
        try:
            v.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError("text with an unpaired surrogate character") from None


def table_id(raw: Any) -> int:
    """A table id from a URL path: a 404 beyond what the store can hold."""
    gid = int(raw)
    if not 0 < gid <= MAX_ID:
        raise BadRequest(f"there is no game {str(raw)[:25]}", 404)
    return gid


def digits(raw: str, what: str) -> int:
    """A query value made of ASCII digits only ('--5', '²' and '1e3' are refused)."""
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 9:
        raise BadRequest(f"'{what}' must be a whole number")
    return int(raw)


def error_response(message: str, status: int = 400) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


async def read_json(request: Request) -> dict[str, Any]:
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY):
        raise BadRequest(f"request too large (at most {MAX_BODY:,} bytes)", 413)
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise BadRequest(f"request too large (at most {MAX_BODY:,} bytes)", 413)
    try:
        data = loads_client_json(body.decode("utf-8"))
    except UnicodeDecodeError:
        raise BadRequest("the request is not UTF-8 text") from None
    except ValueError as e:
        raise BadRequest(f"the request is not acceptable JSON: {e}") from None
    if not isinstance(data, dict):
        raise BadRequest("the request must be a JSON object")
    return data


def tokens_header(request: Request) -> list[str]:
    raw = request.headers.get("x-rokugan-tokens", "")
    toks = [t.strip() for t in raw.split(",") if t.strip()]
    if len(toks) > 8 or any(len(t) > 200 for t in toks):
        raise BadRequest("bad X-Rokugan-Tokens header")
    return toks
