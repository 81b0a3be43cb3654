"""uvicorn's WebSocket protocol with fewer system calls per message received (issue 13, "Fast").

uvicorn (its sans-I/O `websockets` protocol) stops reading the socket as soon as one message waits for the app, and
reads again once the app has taken it: two `epoll_ctl` system calls for every message a client sends, although the
server reads each client's next message as soon as it has answered the last. `LazyPauseProtocol` stops reading
only when QUEUED messages wait (a client sending faster than the server reads): the memory a client can make the
server hold stays bounded (QUEUED messages of at most the transport's `ws_max_size` each, plus one read of the
socket), as before, and a client that sends one message at a time costs no pausing at all.
"""

from __future__ import annotations

from typing import Any

QUEUED = 4  # messages waiting for the app before the server stops reading that client's socket


def protocol_class() -> Any:
    """The class for uvicorn's `ws` setting, or "auto" (uvicorn's own choice) when its protocol is not there."""
    try:
        from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
    except ImportError:  # another uvicorn: its own choice
        return "auto"

    class LazyPauseProtocol(WebSocketsSansIOProtocol):  # type: ignore[misc, valid-type]
        def send_receive_event_to_app(self) -> None:
            if self.read_paused or self.queue.qsize() >= QUEUED - 1:
                super().send_receive_event_to_app()  # uvicorn's own: it stops reading until the app catches up
                return
            # reading stays on: uvicorn's method sees it as paused already and does not pause it; `receive` then
            # resumes nothing (it resumes only a paused transport)
            self.read_paused = True
            try:
                super().send_receive_event_to_app()
            finally:
                self.read_paused = False

    return LazyPauseProtocol
