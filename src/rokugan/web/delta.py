"""A generic JSON diff, so that the server sends each connection only what changed in its state (issue 13).

The diff knows nothing of what a state holds: any JSON value built from dicts, lists, strings, numbers, booleans
and null. A patch is a list of operations, applied in order:

* ``[path, value]`` sets the value at `path` (a list of dict keys and list indices from the root);
* ``[path]`` deletes the dict key at the end of `path`.

Dicts are compared key by key and lists of the same length element by element (Python's ``==`` on the unchanged
parts, so only the changed branches are walked). A list that grew by elements added at its end gets them set at the
indices past its old end (``[path + [len(old)], value]``: setting the index one past a list's end appends, in
JavaScript as in ``apply``); a list that shrank or changed otherwise in length is replaced whole. In a list of the
same length, a changed element that is a dict in both is patched, unless more than half of its keys changed (then
it is set whole, as is a changed element of any other kind); a list in which more than half of the elements that
are not dicts changed is replaced whole. The root is always a dict. One limitation comes with ``==``: Python takes 1,
1.0 and True as equal, so a value that changes only between those, inside a dict or list otherwise equal, is not
sent (a view whose field switches between 0 and false keeps the old spelling on the client). ``apply`` is what
the browser does (``applyPatch`` in ``static/table.js``); the tests and the load generator use it.
"""

from __future__ import annotations

import copy
from typing import Any

Path = list[str | int]
Op = list[Any]


def diff(old: dict[str, Any], new: dict[str, Any]) -> list[Op]:
    """The operations that turn `old` into `new` (empty when they are equal). Neither is modified, and the
    values in the operations are shared with `new` (serialize them, do not modify them)."""
    ops: list[Op] = []
    _diff_dict(old, new, [], ops)
    return ops


def _diff_dict(old: dict[str, Any], new: dict[str, Any], path: Path, ops: list[Op]) -> None:
    for k, v in new.items():
        if k not in old:
            ops.append([[*path, k], v])
            continue
        o = old[k]
        if o is v or (type(o) is type(v) and o == v):
            continue
        _diff_value(o, v, [*path, k], ops)
    for k in old:
        if k not in new:
            ops.append([[*path, k]])


def _diff_value(o: Any, v: Any, path: Path, ops: list[Op]) -> None:
    if type(o) is dict and type(v) is dict:
        _diff_dict(o, v, path, ops)
    elif type(o) is list and type(v) is list and len(o) == len(v) and len(v) > 1:
        changed = [i for i in range(len(v)) if not (type(o[i]) is type(v[i]) and o[i] == v[i])]
        dicts = [i for i in changed if type(o[i]) is dict and type(v[i]) is dict]
        if 2 * (len(changed) - len(dicts)) > len(v) - len(dicts):
            ops.append([path, v])  # most of the elements that are not objects changed (the objects are patched)
            return
        for i in changed:
            if type(o[i]) is dict and type(v[i]) is dict:
                sub: list[Op] = []
                _diff_dict(o[i], v[i], [*path, i], sub)
                if 2 * len(sub) > len(v[i]):  # more than half of its keys: set it whole
                    ops.append([[*path, i], v[i]])
                else:
                    ops.extend(sub)
            else:
                _diff_value(o[i], v[i], [*path, i], ops)
    elif type(o) is list and type(v) is list and len(v) > len(o) > 0 and v[:len(o)] == o \
            and all(type(a) is type(b) for a, b in zip(o, v, strict=False)):
        for i in range(len(o), len(v)):  # grown at its end: the new elements only, each appended in turn
            ops.append([[*path, i], v[i]])
    else:  # a scalar, a value of another type (1 and 1.0, 1 and True compare equal in Python), a list resized
        ops.append([path, v])


def apply(state: dict[str, Any], ops: list[Op]) -> dict[str, Any]:
    """`state` with the operations of a patch applied (a new value: neither `state` nor `ops` is modified)."""
    return apply_in_place(copy.deepcopy(state), copy.deepcopy(ops))


def apply_in_place(state: dict[str, Any], ops: list[Op]) -> dict[str, Any]:
    """Apply a patch to `state` itself (which then shares values with `ops`, e.g. a message just parsed)."""
    for op in ops:
        if not isinstance(op, list) or len(op) not in (1, 2) or not isinstance(op[0], list) or not op[0]:
            raise ValueError(f"not a patch operation: {op!r:.60}")
        path = op[0]
        node: Any = state
        for key in path[:-1]:
            node = node[key]
        key = path[-1]
        if len(op) == 1:
            del node[key]
        elif type(node) is list and key == len(node):
            node.append(op[1])  # one past the end: appended (as JavaScript's `array[array.length] = value`)
        else:
            node[key] = op[1]
    return state
